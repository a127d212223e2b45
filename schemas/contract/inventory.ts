// The stock endpoint (spec §7: GET /api/commerce/inventory/stock/?itemId=…).
import { StockQuery, StockResponse } from '../inventory';
import { endpoint } from './endpoint';

export const INVENTORY_API = {
  stock: endpoint({
    id: 'getStock',
    method: 'GET',
    path: '/api/commerce/inventory/stock',
    summary: "Each variant's stock (qtyInStock is 0 when unlimited).",
    query: StockQuery,
    response: StockResponse,
    errors: { 404: 'No such item.' },
    auth: 'none',
  }),
};
