/** The MROSC instruments (Lei 13.019/2014) as the public reads them; the project model's options. */
export const ROTULOS_DOS_INSTRUMENTOS: Readonly<Record<string, string>> = {
  TERMO_FOMENTO: 'Termo de fomento',
  TERMO_COLABORACAO: 'Termo de colaboração',
  ACORDO_COOPERACAO: 'Acordo de cooperação',
};
