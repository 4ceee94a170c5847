// The services one brand app runs on: its config, encrypted storage, HTTP client and i18n
// instance. Created once by createBrandApp (or by a test) and read through these hooks.
import type { Theme } from '@bet/ui/theme';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from '../brand/brand-config';
import type { HttpClient } from './api/http';
import type { SecureStorage } from './storage/secure-storage';

export interface AppServices {
  readonly brand: BrandConfig;
  readonly theme: Theme;
  readonly storage: SecureStorage;
  readonly http: HttpClient;
  readonly i18n: I18n;
}

export class ServicesMissingError extends Error {
  override readonly name = 'ServicesMissingError';
  constructor() {
    super('App services are missing: render inside <ServicesProvider> (createBrandApp does).');
  }
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider(props: { services: AppServices; children?: ReactNode }) {
  return (
    <ServicesContext.Provider value={props.services}>{props.children}</ServicesContext.Provider>
  );
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new ServicesMissingError();
  return services;
}

export const useBrand = (): BrandConfig => useServices().brand;
export const useHttp = (): HttpClient => useServices().http;
export const useStorage = (): SecureStorage => useServices().storage;
