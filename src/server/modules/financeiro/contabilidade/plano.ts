import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { MENSAGENS_DA_CONTABILIDADE as M } from '../../../../shared/contabilidade/mensagens.ts';
import { problemasDoPlano, type ContaContabil } from '../../../../shared/contabilidade/planoDeContas.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import type { Db } from '../../../db/database.ts';
import { idDe, numero, texto, type Registro } from '../valores.ts';

// The ledger chart as the pure rules read it (src/shared/contabilidade/planoDeContas.ts), with each
// account's id and description beside.

export interface ContaDoPlano extends ContaContabil {
  id: number;
  descricao: string;
}

export async function lerPlano(db: Db): Promise<ContaDoPlano[]> {
  const { rows } = await sql<ContaDoPlano>`
    SELECT c.id, c.codigo, c.descricao, p.codigo AS pai, c.natureza, c.tipo, c.nivel, c.grupo
    FROM conta_contabil AS c LEFT JOIN conta_contabil AS p ON p.id = c.pai_id ORDER BY c.codigo`.execute(db);
  return rows;
}

/**
 * The chart rules of an account as it will be saved (`antes`: as stored, null when new): the whole
 * chart with this account in its place, judged by problemasDoPlano; only its own problems, and
 * those it causes to the account above, are reported.
 */
export async function validarContaContabil(db: Db, registro: Registro, antes: Registro | null): Promise<FieldError[]> {
  const plano = await lerPlano(db);
  const id = antes === null ? null : idDe(antes['id']);
  const codigo = texto(registro['codigo']) ?? '';
  const paiId = idDe(registro['pai']);
  const pai = paiId === null ? null : (plano.find((c) => c.id === paiId)?.codigo ?? `#${paiId}`);
  const anterior = plano.find((c) => c.id === id);
  const conta: ContaDoPlano = {
    id: id ?? 0,
    codigo,
    descricao: texto(registro['descricao']) ?? '',
    pai,
    natureza: registro['natureza'] === 'CREDORA' ? 'CREDORA' : 'DEVEDORA',
    tipo: registro['tipo'] === 'SINTETICA' ? 'SINTETICA' : 'ANALITICA',
    nivel: numero(registro['nivel']) ?? codigo.split('.').length,
    grupo: (texto(registro['grupo']) ?? 'ATIVO') as ContaContabil['grupo'],
  };
  // The children keep pointing at the old code: renaming an account with children is refused by their problems.
  const outras = plano.filter((c) => c.id !== id).map((c) => (anterior !== undefined && c.pai === anterior.codigo ? { ...c, pai: codigo } : c));
  const problemas = problemasDoPlano([...outras, { ...conta, nivel: codigo.split('.').length }]);
  // A synthetic account is created before the accounts under it: having none yet is no problem of its save.
  const semFilhas = interpolar(M.sinteticaSemFilhas, { codigo });
  const superior = interpolar(M.paiInexistente, { codigo, pai: pai ?? '' });
  return problemas
    .filter((p) => p.codigo === codigo && p.mensagem !== semFilhas)
    .map((p) => ({ field: p.mensagem === superior || p.mensagem.startsWith('A conta superior') ? 'pai' : 'codigo', message: p.mensagem }));
}
