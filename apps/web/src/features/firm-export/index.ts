/** The firm's data as one ZIP (ADR 0052): the advisor's card and the provider's (import through this file only). */
export { FirmExportCard } from './components/FirmExportCard';
export { ProviderFirmExportCard } from './components/ProviderFirmExportCard';
