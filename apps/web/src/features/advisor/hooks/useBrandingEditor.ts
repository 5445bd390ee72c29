import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { businessMessages, type BrandingSettings, type FirmBranding } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { brandingSettingsQuery, removeLogo, saveCompanyName, uploadLogo } from '../api/advisorApi';
import { logoFileProblem, logoUrlVersion } from '../lib/logoFile';

/** The public branding every screen of the tab reads (lib/branding useBranding). */
const publicBrandingKey = ['branding'] as const;

/**
 * The branding screen's state: the settings, and a chosen logo with its preview until it is saved.
 * After a save the tab's public branding takes the new name and logo (with a new version in the logo
 * URL, so that no screen keeps showing the old image), so the headers and entry pages show them at once.
 */
export function useBrandingEditor() {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
  const settings = useQuery(brandingSettingsQuery(app));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'name' | 'logo' | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null): void => {
    setFileError(null);
    if (!chosen) return;
    const problem = logoFileProblem(chosen);
    if (problem) setFileError(problem);
    else setFile(chosen);
  };

  const discard = (): void => {
    setFile(null);
    setPreview(null);
  };

  const applied = (saved: BrandingSettings, logoChanged: boolean): void => {
    const logoUrl = logoChanged ? logoUrlVersion(saved.logoUrl, Date.now()) : saved.logoUrl;
    queryClient.setQueryData(brandingSettingsQuery(app).queryKey, { ...saved, logoUrl });
    queryClient.setQueryData<FirmBranding>(publicBrandingKey, (old) =>
      old ? { ...old, name: saved.companyName, logoUrl: logoChanged ? logoUrl : old.logoUrl } : old,
    );
  };

  const run = async (
    what: 'name' | 'logo',
    work: () => Promise<BrandingSettings>,
    done: string,
  ): Promise<boolean> => {
    setSaving(what);
    try {
      applied(await work(), what === 'logo');
      notifySuccess(done);
      return true;
    } catch (error) {
      if (what === 'logo') setFileError(errorMessage(error));
      else notifyOops(errorMessage(error));
      return false;
    } finally {
      setSaving(null);
    }
  };

  return {
    settings,
    file,
    preview,
    fileError,
    saving,
    choose,
    discard,
    saveName: (name: string) =>
      run('name', () => saveCompanyName(app, name.trim()), businessMessages.brandingNameSaved),
    saveLogo: async () => {
      if (!file) return;
      if (await run('logo', () => uploadLogo(app, file), businessMessages.brandingLogoSaved)) discard();
    },
    removeLogo: () => run('logo', () => removeLogo(app), businessMessages.brandingLogoRemoved),
  };
}
