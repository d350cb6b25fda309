import type { Elemento } from './arvore.ts';
import { dataDoOfx } from './data.ts';
import { ErroDeOfx, MENSAGENS_DO_OFX as M } from './mensagens.ts';
import { numerarOcorrencias } from './ocorrencia.ts';
import type { ExtratoOfx, TipoDoExtrato, TransacaoOfx } from './tipos.ts';
import { centavosDoOfx } from './valor.ts';

// The statements of an OFX tree: STMTRS (bank, under STMTTRNRS) and CCSTMTRS (credit card, under
// CCSTMTTRNRS), wherever they sit, in file order; a file may hold several of either.
const EXTRATOS: Readonly<Record<string, TipoDoExtrato>> = { STMTRS: 'BANCO', CCSTMTRS: 'CARTAO' };

const filho = (e: Elemento | undefined, nome: string): Elemento | undefined => e?.filhos.find((f) => f.nome === nome);
const texto = (e: Elemento | undefined, nome: string): string | null => filho(e, nome)?.texto ?? null;
const preenchido = (e: Elemento | undefined, nome: string): string | null => texto(e, nome) || null;

function data(e: Elemento | undefined, nome: string): string | null {
  const campo = filho(e, nome);
  return campo === undefined ? null : dataDoOfx(campo.texto, campo.linha);
}

function valor(e: Elemento, nome: string): number | null {
  const campo = filho(e, nome);
  return campo === undefined || campo.texto === '' ? null : centavosDoOfx(campo.texto, campo.linha);
}

function transacao(e: Elemento): Omit<TransacaoOfx, 'ocorrencia'> {
  const fitid = preenchido(e, 'FITID');
  if (fitid === null) throw new ErroDeOfx(M.semFitid, { linha: e.linha });
  const valorCentavos = valor(e, 'TRNAMT');
  if (valorCentavos === null) throw new ErroDeOfx(M.semValor, { linha: e.linha });
  return {
    fitid,
    data: data(e, 'DTPOSTED'),
    valorCentavos,
    memo: preenchido(e, 'MEMO') ?? texto(e, 'NAME') ?? '',
    tipo: texto(e, 'TRNTYPE')?.toUpperCase() ?? '',
    documento: preenchido(e, 'CHECKNUM') ?? preenchido(e, 'REFNUM'),
  };
}

function extrato(e: Elemento, tipo: TipoDoExtrato): ExtratoOfx {
  const contaDe = filho(e, tipo === 'BANCO' ? 'BANKACCTFROM' : 'CCACCTFROM');
  const conta = preenchido(contaDe, 'ACCTID');
  if (conta === null) throw new ErroDeOfx(M.semConta, { linha: (contaDe ?? e).linha });
  const lista = filho(e, 'BANKTRANLIST');
  const saldo = filho(e, 'LEDGERBAL');
  const lidas = (lista?.filhos ?? []).filter((f) => f.nome === 'STMTTRN').map(transacao);
  const ocorrencias = numerarOcorrencias(lidas);
  return {
    tipo,
    banco: preenchido(contaDe, 'BANKID'),
    agencia: preenchido(contaDe, 'BRANCHID'),
    conta,
    inicio: data(lista, 'DTSTART'),
    fim: data(lista, 'DTEND'),
    saldoFinal: saldo === undefined ? null : valor(saldo, 'BALAMT'),
    transacoes: lidas.map((t, i) => ({ ...t, ocorrencia: ocorrencias[i] ?? 1 })),
  };
}

export function extratosDaArvore(raiz: Elemento): ExtratoOfx[] {
  const extratos: ExtratoOfx[] = [];
  const visitar = (e: Elemento): void => {
    const tipo = EXTRATOS[e.nome];
    if (tipo !== undefined) extratos.push(extrato(e, tipo));
    else e.filhos.forEach(visitar);
  };
  visitar(raiz);
  return extratos;
}
