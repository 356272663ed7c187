/**
 * The default children of react-admin's ReferenceInput and ReferenceArrayInput (an autocomplete, with MUI's
 * Autocomplete, Popper and Chip: about 15 kB gzip), fetched when a reference input without a child of its own first
 * draws one (issue 18's JavaScript budget; vite.config.ts resolves those two imports here). The console's reference
 * inputs name their child (the user form's roles are a CheckboxGroupInput), so they never fetch it.
 */
import type { ComponentType } from 'react';
import type { AutocompleteArrayInputProps, AutocompleteInputProps } from 'react-admin';
import { lazyPart } from './lazy-datatable-parts';

export const AutocompleteInput = lazyPart<AutocompleteInputProps>(() =>
  import('../../node_modules/ra-ui-materialui/dist/input/AutocompleteInput.js').then(
    (module) => module.AutocompleteInput as ComponentType<AutocompleteInputProps>,
  ),
);

export const AutocompleteArrayInput = lazyPart<AutocompleteArrayInputProps>(() =>
  import('../../node_modules/ra-ui-materialui/dist/input/AutocompleteArrayInput.js').then(
    (module) => module.AutocompleteArrayInput as ComponentType<AutocompleteArrayInputProps>,
  ),
);
