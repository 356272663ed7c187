import { createTheme } from '@mui/material/styles';

export const signInTheme = createTheme({ palette: { primary: { main: '#1f4e99' } } });
