import type { AccountExport } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { downloadJson } from '@/lib/download';

// The export's schema names every table's: it loads with the user's ask, not with Paramètres.
const exportArea = () => import('@mijote/contracts/api/account-export');

/** GET /api/account/export: every row of the user and of their household, as one JSON file. */
export async function exportAccount(): Promise<AccountExport> {
  return api((await exportArea()).accountExportApi.export);
}

/** « Exporter mes données »: fetches the export and hands it to the browser as a download. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () => {
      const document = await exportAccount();
      const { accountExportFileName } = await exportArea();
      downloadJson(accountExportFileName(new Date(document.exportedAt)), document);
    },
  });
}
