// The concurrent writers of the crash test (not a test file): loops that write over HTTP while the
// server is killed and restarted, recording which writes were acknowledged (2xx). A write that
// got no answer (the connection died, the server was down) may or may not have committed; only
// the acknowledged ones must survive.

export interface Resposta {
  status: number;
  corpo: { content?: unknown; message?: string };
}

/** One HTTP call to the current server; throws when no answer came (refused, reset, timed out). */
export type Chamar = (metodo: string, url: string, corpo?: unknown) => Promise<Resposta>;

export interface PessoaCriada {
  id: number;
  nome: string;
  cpf: string;
}

export interface Edicao {
  n: number;
  nome: string;
  confirmada: boolean;
}

export interface Escritas {
  /** People created with a 2xx. */
  pessoas: PessoaCriada[];
  /** CPFs whose creation got no answer and then a 422 "already registered" on the retry: the unanswered try did commit. */
  pessoasSemResposta: string[];
  /** Every rename of the edited person, in the order sent (one at a time). */
  edicoes: Edicao[];
  /** Sectors created with a 2xx. */
  setores: { id: number; nome: string }[];
  setoresTentados: number;
  /** Answers that should never come (a 5xx, an unexpected 4xx), for the final assertion. */
  inesperadas: string[];
}

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PAUSA_ENTRE_ESCRITAS_MS = 120;
const PAUSA_SEM_RESPOSTA_MS = 100;

/**
 * Three writers, until `parar` is called: people created (each retried with the same CPF until an
 * answer: the CPF rule makes a retry safe), one person renamed over and over, sectors created.
 */
export function iniciarEscritas(chamar: Chamar, opcoes: { cpfs: readonly string[]; pessoaEditada: number }) {
  const escritas: Escritas = { pessoas: [], pessoasSemResposta: [], edicoes: [], setores: [], setoresTentados: 0, inesperadas: [] };
  let parado = false;

  async function repetir(escrever: (n: number) => Promise<void>) {
    for (let n = 1; !parado; n++) {
      await escrever(n);
      await pausa(PAUSA_ENTRE_ESCRITAS_MS);
    }
  }

  async function criarPessoa(n: number) {
    const cpf = opcoes.cpfs[n - 1];
    if (cpf === undefined) throw new Error('CPFs da criação concorrente esgotados');
    const nome = `Concorrente ${n}`;
    for (let semResposta = false; !parado; semResposta = true) {
      const r = await chamar('POST', '/api/pessoas', { nome, papelPessoaFisica: true, pessoaFisica: { cpf } }).catch(() => null);
      if (r === null) {
        await pausa(PAUSA_SEM_RESPOSTA_MS);
        continue;
      }
      if (r.status === 200) escritas.pessoas.push({ id: (r.corpo.content as { id: number }).id, nome, cpf });
      else if (r.status === 422 && semResposta) escritas.pessoasSemResposta.push(cpf);
      else escritas.inesperadas.push(`criar ${nome}: ${r.status} ${JSON.stringify(r.corpo)}`);
      return;
    }
  }

  async function renomear(n: number) {
    const nome = `Editada ${n}`;
    const r = await chamar('POST', '/api/pessoas', { id: opcoes.pessoaEditada, nome }).catch(() => null);
    if (r === null) await pausa(PAUSA_SEM_RESPOSTA_MS);
    else if (r.status !== 200) escritas.inesperadas.push(`renomear ${nome}: ${r.status} ${JSON.stringify(r.corpo)}`);
    escritas.edicoes.push({ n, nome, confirmada: r?.status === 200 });
  }

  async function criarSetor(n: number) {
    const nome = `Setor da queda ${n}`;
    escritas.setoresTentados = n;
    const r = await chamar('POST', '/api/setores', { nome }).catch(() => null);
    if (r === null) await pausa(PAUSA_SEM_RESPOSTA_MS);
    else if (r.status === 200) escritas.setores.push({ id: (r.corpo.content as { id: number }).id, nome });
    else escritas.inesperadas.push(`criar ${nome}: ${r.status} ${JSON.stringify(r.corpo)}`);
  }

  const laços = Promise.all([repetir(criarPessoa), repetir(renomear), repetir(criarSetor)]);
  return {
    escritas,
    /** The last rename acknowledged so far (0: none). */
    ultimaEdicaoConfirmada: () => escritas.edicoes.findLast((e) => e.confirmada)?.n ?? 0,
    async parar() {
      parado = true;
      await laços;
    },
  };
}
