// The matrix's transparency portal records (not a test file itself): its lists and settings are
// the institution's, so the other unit's caller, holding the tags, reaches them as the
// administrator does; a record made anew for each call, and a saved field "Restaurar padrão" removes.
// A carousel entry needs an image the administrator uploaded (`enviarImagem`, its file id).

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDoPortalDaTransparencia = 'campoDosParametrosDoPortal' | 'campoDoLinkDoPortal' | 'campoDoQuemSomos' | 'campoDoOQueFazemos' | 'campoDoContatoDoPortal' | 'imagemDoCarrossel';

export async function fixosDoPortalDaTransparencia(enviarImagem: () => Promise<number>): Promise<Record<FixoDoPortalDaTransparencia, string | number>> {
  return {
    imagemDoCarrossel: await enviarImagem(),
    campoDosParametrosDoPortal: 'titulo',
    campoDoLinkDoPortal: 'urlDoSite',
    campoDoQuemSomos: 'quemSomos',
    campoDoOQueFazemos: 'oQueFazemos',
    campoDoContatoDoPortal: 'contato',
  };
}

const DESCARTAVEIS = {
  itemDeTransparenciaDescartavel: (seq: number) => ['transparencias', { tipo: 'ESTATUTO', titulo: `Descartável ${seq}` }],
  imagemDoCarrosselDescartavel: (seq: number, imagem: number) => ['carrossel', { imagem: [{ arquivo: { id: imagem } }], legenda: `Descartável ${seq}`, posicao: 1 }],
  membroDaDiretoriaDescartavel: (seq: number) => ['diretoria', { nome: `Descartável ${seq}`, cargo: 'Conselheiro' }],
  anexoDoPortalDescartavel: (seq: number) => ['anexos', { descricao: `Descartável ${seq}`, arquivoUrl: 'https://www.example.org/anexo.pdf' }],
} as const satisfies Record<string, (seq: number, imagem: number) => readonly [string, object]>;

export type DescartavelDoPortalDaTransparencia = keyof typeof DESCARTAVEIS;

export const ehDescartavelDoPortalDaTransparencia = (nome: string): nome is DescartavelDoPortalDaTransparencia => Object.hasOwn(DESCARTAVEIS, nome);

/** Makes the `seq`-th disposable record of its kind. */
export async function descartavelDoPortalDaTransparencia(admin: Gravar, nome: DescartavelDoPortalDaTransparencia, seq: number, imagem: number): Promise<number> {
  const [url, corpo] = DESCARTAVEIS[nome](seq, imagem);
  return (await admin('POST', `/api/portaltransparencia/${url}`, corpo)).id;
}
