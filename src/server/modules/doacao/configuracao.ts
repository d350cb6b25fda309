import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Model } from '../../../shared/engine/types.ts';
import { PASTA_MODELOS } from '../../caminhos.ts';
import type { Db } from '../../db/database.ts';
import { lerAjustes } from '../../resources/ajustes.ts';

// The donations' settings in force (the six pages of doacao/configuracoes keep them in the table
// ajuste, the institution's): each read merges what was saved over the model's defaults, so the
// module never repeats a default of its own.

const modelos = new Map<string, Model>();

function modelo(id: string): Model {
  const lido = modelos.get(id) ?? (JSON.parse(readFileSync(path.join(PASTA_MODELOS, `${id}.json`), 'utf8')) as Model);
  modelos.set(id, lido);
  return lido;
}

async function valores(db: Db, id: string): Promise<Readonly<Record<string, unknown>>> {
  return (await lerAjustes(db, { modelo: modelo(id), unidadeId: null })).valores;
}

const texto = (v: unknown): string => (typeof v === 'string' ? v : '');
const textoOuNulo = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const sim = (v: unknown): boolean => v === true;
const numero = (v: unknown, padrao: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : padrao);

export interface ParametrosDasDoacoes {
  chavePix: string | null;
  nomeRecebedor: string | null;
  cidadeRecebedor: string | null;
  falhasParaCancelar: number;
  categoriaPessoaFisica: string;
  categoriaPessoaJuridica: string;
}

export async function parametrosDasDoacoes(db: Db): Promise<ParametrosDasDoacoes> {
  const v = await valores(db, 'doacaoParametro');
  return {
    chavePix: textoOuNulo(v['chavePix']),
    nomeRecebedor: textoOuNulo(v['nomeRecebedor']),
    cidadeRecebedor: textoOuNulo(v['cidadeRecebedor']),
    falhasParaCancelar: numero(v['falhasParaCancelar'], 3),
    categoriaPessoaFisica: texto(v['categoriaPessoaFisica']),
    categoriaPessoaJuridica: texto(v['categoriaPessoaJuridica']),
  };
}

export interface ConfiguracaoDoPortal {
  titulo: string;
  texto: string;
  valoresSugeridos: number[];
  valorMinimo: number;
  permiteMensal: boolean;
  pixAtivo: boolean;
  pedirTelefone: boolean;
  telefoneObrigatorio: boolean;
}

/** "30; 50; 100" → [30, 50, 100]: the positive amounts with at most 2 decimals, in order, once each. */
export function valoresDaLista(lista: string): number[] {
  const valores = lista
    .split(/[;\s]+/)
    .map((v) => Number(v.replace(',', '.')))
    .filter((v) => Number.isFinite(v) && v > 0 && Math.round(v * 100) / 100 === v);
  return [...new Set(valores)].sort((a, b) => a - b);
}

export async function configuracaoDoPortal(db: Db): Promise<ConfiguracaoDoPortal> {
  const [sobre, portal, cadastro] = await Promise.all([valores(db, 'doacaoSobre'), valores(db, 'doacaoPortal'), valores(db, 'doacaoCadastro')]);
  return {
    titulo: texto(sobre['titulo']),
    texto: texto(sobre['texto']),
    valoresSugeridos: valoresDaLista(texto(portal['valoresSugeridos'])),
    valorMinimo: numero(portal['valorMinimo'], 0.01),
    permiteMensal: sim(portal['permiteMensal']),
    pixAtivo: sim(portal['pixAtivo']),
    pedirTelefone: sim(cadastro['pedirTelefone']),
    telefoneObrigatorio: sim(cadastro['telefoneObrigatorio']),
  };
}

export interface TextoDeEmail {
  assunto: string;
  texto: string;
}

export interface NotificacoesDasDoacoes {
  agradecer: boolean;
  agradecimento: TextoDeEmail;
  enviarRecibo: boolean;
  recibo: TextoDeEmail;
  falha: TextoDeEmail;
}

export async function notificacoesDasDoacoes(db: Db): Promise<NotificacoesDasDoacoes> {
  const v = await valores(db, 'doacaoNotificacoes');
  return {
    agradecer: sim(v['agradecer']),
    agradecimento: { assunto: texto(v['assuntoAgradecimento']), texto: texto(v['textoAgradecimento']) },
    enviarRecibo: sim(v['enviarRecibo']),
    recibo: { assunto: texto(v['assuntoRecibo']), texto: texto(v['textoRecibo']) },
    falha: { assunto: texto(v['assuntoFalha']), texto: texto(v['textoFalha']) },
  };
}
