export * from './recon';
export * from './recon-days';
export * from './statement';
