import { type AccountExport, accountApi, accountExportFileName } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { downloadJson } from '@/lib/download';

/** GET /api/account/export: every row of the user and of their household, as one JSON file. */
export function exportAccount(): Promise<AccountExport> {
  return api(accountApi.export);
}

/** « Exporter mes données »: fetches the export and hands it to the browser as a download. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () => {
      const document = await exportAccount();
      downloadJson(accountExportFileName(new Date(document.exportedAt)), document);
    },
  });
}
