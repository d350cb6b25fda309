/** A field's message as the server's 422 lists it. */
export interface ErroDeCampo {
  field: string;
  message: string;
}

/** A refused call: its pt-BR message and, on a 422, the fields' messages. */
export class FalhaDoPortal extends Error {
  readonly status: number;
  readonly errors: ErroDeCampo[];

  constructor(status: number, message: string, errors: ErroDeCampo[] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const FALHA_DE_REDE = 'Não foi possível falar com o servidor. Verifique a conexão e tente novamente.';

async function lerResposta<T>(resposta: Response): Promise<T> {
  const corpo = (await resposta.json().catch(() => ({}))) as { content?: T; message?: string; errors?: ErroDeCampo[] };
  if (!resposta.ok || corpo.content === undefined) {
    throw new FalhaDoPortal(resposta.status, corpo.message ?? FALHA_DE_REDE, corpo.errors ?? []);
  }
  return corpo.content;
}

/** GET a public call's `content`. */
export async function buscar<T>(url: string): Promise<T> {
  const resposta = await fetch(url, { headers: { accept: 'application/json' } }).catch(() => null);
  if (!resposta) throw new FalhaDoPortal(0, FALHA_DE_REDE);
  return lerResposta<T>(resposta);
}

/** POST a JSON body to a public call and return its `content`. */
export async function enviar<T>(url: string, corpo: unknown): Promise<T> {
  const resposta = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(corpo),
  }).catch(() => null);
  if (!resposta) throw new FalhaDoPortal(0, FALHA_DE_REDE);
  return lerResposta<T>(resposta);
}
