/** A row of a generic resource's page: any record with an id. */
export interface RegistroDaLista {
  id: string | number;
  [campo: string]: unknown;
}
