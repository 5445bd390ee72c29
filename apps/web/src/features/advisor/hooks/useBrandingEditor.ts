import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { businessMessages, type FirmBranding } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { saveCompanyName, uploadLogo } from '../api/advisorApi';
import { logoFileProblem, logoUrlVersion } from '../lib/logoFile';

const brandingKey = ['branding'] as const;

/**
 * The branding screen's state: the company name, and a chosen logo with its preview until it is
 * saved. After a save the firm's branding is fetched again, so that every screen of this tab (the
 * headers, the entry pages) shows it at once.
 */
export function useBrandingEditor() {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
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
    if (problem) {
      setFileError(problem);
      return;
    }
    setFile(chosen);
  };

  const discard = (): void => {
    setFile(null);
    setPreview(null);
  };

  const run = async (what: 'name' | 'logo', work: () => Promise<void>, done: string): Promise<boolean> => {
    setSaving(what);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: brandingKey });
      if (what === 'logo') {
        queryClient.setQueryData<FirmBranding>(brandingKey, (old) => old && { ...old, logoUrl: logoUrlVersion(old.logoUrl, Date.now()) });
      }
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
    file,
    preview,
    fileError,
    saving,
    choose,
    discard,
    saveName: (name: string) => run('name', () => saveCompanyName(app, name.trim()), businessMessages.brandingNameSaved),
    saveLogo: async () => {
      if (!file) return;
      if (await run('logo', () => uploadLogo(app, file), businessMessages.brandingLogoSaved)) discard();
    },
  };
}
