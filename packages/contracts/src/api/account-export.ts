import { accountExportSchema } from '../account-export';
import { endpoint } from './endpoint';

export { accountExportFileName } from '../account-export';

/**
 * « Exporter mes données » in a module of its own: its answer's schema names the schema of every
 * table a household has (recipes, fridge, list, planning, chat…), and the web builds it only when
 * the user asks for the file, not as Paramètres loads (decision 039).
 */
export const accountExportApi = {
  export: endpoint({
    method: 'GET',
    path: '/api/account/export',
    responses: { 200: accountExportSchema },
  }),
};
