// The downloads of the receipts, opened with an authtoken derived for each path (rotas.ts).

export const linkDoRecibo = (id: number): string => `/api/recibos/${id}/pdf`;
export const linkDoLote = (loteId: number): string => `/api/recibos/lotes/${loteId}/pdf`;
