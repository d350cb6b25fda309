import { sql } from 'kysely';
import { gerarCnpj, gerarCpf, rg as regraDoRg } from '../../shared/validation/index.ts';
import type { Db } from '../db/database.ts';
import { reservarCodigos } from '../modules/pessoas/codigo.ts';
import { fracaoEstavel, sorteadorPonderado } from './aleatorio.ts';
import { configuracoesParaSemear, type ConfiguracoesSemeadas } from './configuracoes-de-pessoas.ts';
import { cep, ddd, digitos, telefone } from './contatos.ts';
import {
  BAIRROS,
  COMPLEMENTOS,
  NOMES_DE_RUA,
  PALAVRAS_DE_EMPRESA,
  PRENOMES_FEMININOS,
  PRENOMES_MASCULINOS,
  SOBRENOMES,
  SUFIXOS_DE_EMPRESA,
  TIPOS_DE_LOGRADOURO,
} from './nomes.ts';

export interface CidadeSemeada {
  id: number;
  lat: number;
  lng: number;
  uf: string;
  populacao: number;
}

export interface OpcoesDePessoas {
  quantidade: number;
  unidadeIds: readonly number[];
  cidades: readonly CidadeSemeada[];
  random: () => number;
  /**
   * The approximate people (most, as in a register filled from addresses) sit at their town's
   * seat; with this, spread around it like the exact ones (a benchmark's map, not a demo's).
   */
  espalharAproximadas?: boolean;
  /** Called after each batch with how many were inserted so far. */
  progresso?: (inseridas: number) => void;
}

// Rows go in batches through json_populate_recordset: one bound parameter per batch, so a
// million people take minutes, not hours, and no row is built as SQL text.
const LOTE = 5000;
const LIGACOES = ['pessoa_grupo', 'pessoa_idioma', 'pessoa_formacao_academica', 'pessoa_beneficio'] as const;
type Ligacao = (typeof LIGACOES)[number];
const OBSERVACOES = [
  'Prefere contato por WhatsApp.',
  'Participa das campanhas de fim de ano.',
  'Doação mensal por boleto.',
  'Indicado por voluntário da unidade.',
  'Atualizar endereço no próximo contato.',
];

type Linha = Record<string, string | number | boolean | null>;

interface Lote {
  pessoas: Linha[];
  ligacoes: Record<Ligacao, Linha[]>;
}

function semAcento(texto: string): string {
  return texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function escolher<T>(random: () => number, itens: readonly T[]): T {
  const item = itens[Math.floor(random() * itens.length)];
  if (item === undefined) throw new Error('Lista vazia.');
  return item;
}

function dataEntre(random: () => number, inicio: number, fim: number): string {
  return new Date(inicio + random() * (fim - inicio)).toISOString().slice(0, 10);
}

/** The share of people with an exact point (typed or picked); the others have their town's seat, approximate. */
const COM_PONTO_EXATO = 0.3;
const NASCIMENTO = [Date.UTC(1940, 0, 1), Date.UTC(2008, 11, 31)] as const;
const ENTRADA = [Date.UTC(2005, 0, 1), Date.UTC(2025, 11, 31)] as const;
const CINCO_ANOS = 5 * 365 * 86_400_000;

/** A point inside the town: a disk whose radius grows with its population (15 km for São Paulo, 2 km for a village). */
function pontoNaCidade(random: () => number, c: CidadeSemeada): { latitude: number; longitude: number } {
  const raioKm = 1.5 + Math.sqrt(c.populacao) / 250;
  const r = (raioKm * Math.sqrt(random())) / 111.195;
  const angulo = 2 * Math.PI * random();
  return { latitude: c.lat + r * Math.sin(angulo), longitude: c.lng + (r * Math.cos(angulo)) / Math.cos((c.lat * Math.PI) / 180) };
}

function rgPlausivel(random: () => number): string {
  for (;;) {
    const rg = digitos(random, 9);
    if (regraDoRg(rg) === null) return rg;
  }
}

/** The people's documents so far (CPF and CNPJ are unique among active people). */
async function documentosExistentes(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ doc: string }>`SELECT cpf AS doc FROM pessoa WHERE cpf IS NOT NULL
    UNION ALL SELECT cnpj FROM pessoa WHERE cnpj IS NOT NULL`.execute(db);
  return new Set(rows.map((r) => r.doc));
}

/**
 * Inserts `quantidade` people with a realistic distribution and every field of the form:
 * names by frequency, towns by population (30% at an exact point inside the town, the others at
 * its seat, approximate), about 30% legal persons (a
 * tenth with alphanumeric CNPJ), 10% suppliers, valid unique CPF/CNPJ, phones with the
 * state's area codes, CEPs of the state's range, situations, groups, cargos and the other
 * configuration lists. Photos and attachments are left out (they need stored files).
 */
export async function semearPessoas(db: Db, o: OpcoesDePessoas): Promise<void> {
  const feminino = sorteadorPonderado(PRENOMES_FEMININOS, (n) => n[1]);
  const masculino = sorteadorPonderado(PRENOMES_MASCULINOS, (n) => n[1]);
  const sobrenome = sorteadorPonderado(SOBRENOMES, (n) => n[1]);
  const tipoDeLogradouro = sorteadorPonderado(TIPOS_DE_LOGRADOURO, (n) => n[1]);
  const bairro = sorteadorPonderado(BAIRROS, (n) => n[1]);
  const cidade = sorteadorPonderado(o.cidades, (c) => c.populacao);
  const config = await configuracoesParaSemear(db);
  const documentos = await documentosExistentes(db);
  const { random } = o;
  const documentoNovo = (gerar: () => string): string => {
    let doc = gerar();
    while (documentos.has(doc)) doc = gerar();
    documentos.add(doc);
    return doc;
  };

  const gerar = (id: number, unidadeId: number, codigo: number, lote: Lote): void => {
    const juridica = random() < 0.3;
    const local = cidade(random);
    const area = ddd(random, local.uf);
    const [s1, s2] = [sobrenome(random)[0], sobrenome(random)[0]];
    const prenome = (random() < 0.5 ? feminino : masculino)(random)[0];
    const nome = juridica
      ? `${s1} ${escolher(random, PALAVRAS_DE_EMPRESA)} ${escolher(random, SUFIXOS_DE_EMPRESA)}`
      : random() < 0.5
        ? `${prenome} ${s1} ${s2}`
        : `${prenome} ${s2}`;
    const usuario = semAcento(juridica ? `contato.${codigo}` : `${prenome}.${s2}${codigo}`).toLowerCase();
    const dominio = juridica ? `${semAcento(s1).toLowerCase()}.example.com.br` : 'example.com.br';
    const celular = random() < 0.8 ? telefone(random, area, true) : null;
    const entrada = random() < 0.6 ? dataEntre(random, ...ENTRADA) : null;
    const saida = entrada !== null && random() < 0.1 ? dataEntre(random, Date.parse(entrada), Date.parse(entrada) + CINCO_ANOS) : null;
    // Drawn for everyone, so that the demo's other draws stay what they were.
    const naCidade = pontoNaCidade(random, local);
    const exato = fracaoEstavel(id, 7) < COM_PONTO_EXATO;
    const ponto = exato || o.espalharAproximadas ? naCidade : { latitude: local.lat, longitude: local.lng };
    lote.pessoas.push({
      id,
      unidade_id: unidadeId,
      codigo,
      nome,
      papel_pessoa_fisica: !juridica,
      papel_pessoa_juridica: juridica,
      fornecedor: random() < (juridica ? 0.25 : 0.035),
      origem_cadastro_portal_doacao: random() < 0.06,
      situacao_id: random() < 0.96 ? config.situacao(random) : null,
      cpf: juridica ? null : documentoNovo(() => gerarCpf(random)),
      rg: juridica || random() < 0.2 ? null : rgPlausivel(random),
      data_nascimento: juridica ? null : dataEntre(random, ...NASCIMENTO),
      cargo_id: !juridica && random() < 0.3 ? config.cargo(random) : null,
      cnpj: juridica ? documentoNovo(() => gerarCnpj(random, { alfanumerico: random() < 0.1 })) : null,
      email_principal: random() < 0.85 ? `${usuario}@${dominio}` : null,
      email_secundario: random() < 0.2 ? `${usuario}.${digitos(random, 3)}@example.org` : null,
      telefone: random() < 0.4 ? telefone(random, area, false) : null,
      telefone_comercial: random() < (juridica ? 0.7 : 0.15) ? telefone(random, area, false) : null,
      celular,
      celular2: random() < 0.15 ? telefone(random, area, true) : null,
      celular3: random() < 0.03 ? telefone(random, area, true) : null,
      whatsapp: celular !== null && random() < 0.6 ? celular : null,
      facebook: !juridica && random() < 0.1 ? `https://facebook.com/${usuario.replace(/[^a-z0-9.]/g, '')}` : null,
      cep: random() < 0.9 ? cep(random, local.uf) : null,
      logradouro: `${tipoDeLogradouro(random)[0]} ${random() < 0.5 ? escolher(random, NOMES_DE_RUA) : `${prenome} ${s1}`}`,
      numero: random() < 0.95 ? String(1 + Math.floor(random() * 3000)) : 'S/N',
      complemento: random() < 0.25 ? escolher(random, COMPLEMENTOS) : null,
      bairro: bairro(random)[0],
      cidade_id: local.id,
      latitude: ponto.latitude,
      longitude: ponto.longitude,
      coordenada_aproximada: !exato,
      data_entrada_instituicao: entrada,
      data_saida_instituicao: saida,
      forma_entrada_id: random() < 0.5 ? config.formaEntrada(random) : null,
      funcao_id: random() < 0.2 ? config.funcao(random) : null,
      profissao_id: !juridica && random() < 0.6 ? config.profissao(random) : null,
      observacao: random() < 0.05 ? escolher(random, OBSERVACOES) : null,
    });
    ligar(lote, id, juridica, config, random);
  };

  for (let feitas = 0; feitas < o.quantidade; ) {
    const tamanho = Math.min(LOTE, o.quantidade - feitas);
    const unidades = Array.from({ length: tamanho }, () => escolher(random, o.unidadeIds));
    const proximos = new Map<number, number>();
    for (const u of new Set(unidades)) proximos.set(u, await reservarCodigos(db, u, unidades.filter((x) => x === u).length));
    const { rows: ids } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('pessoa', 'id'))::int AS id FROM generate_series(1, ${tamanho})`.execute(db);
    const lote: Lote = { pessoas: [], ligacoes: { pessoa_grupo: [], pessoa_idioma: [], pessoa_formacao_academica: [], pessoa_beneficio: [] } };
    unidades.forEach((u, i) => {
      const codigo = proximos.get(u) ?? 1;
      proximos.set(u, codigo + 1);
      gerar(ids[i]?.id ?? 0, u, codigo, lote);
    });
    await inserir(db, 'pessoa', lote.pessoas);
    for (const ligacao of LIGACOES) await inserir(db, ligacao, lote.ligacoes[ligacao]);
    feitas += tamanho;
    o.progresso?.(feitas);
  }
}

/** Groups for anyone; languages, degrees and benefits for natural persons. */
function ligar(lote: Lote, pessoaId: number, juridica: boolean, config: ConfiguracoesSemeadas, random: () => number): void {
  for (const g of config.grupos) if (random() < g.chance) lote.ligacoes.pessoa_grupo.push({ pessoa_id: pessoaId, grupo_id: g.id });
  if (juridica) return;
  const varios = (sortear: (r: () => number) => number, chance: number, maximo: number) =>
    random() < chance ? [...new Set(Array.from({ length: 1 + Math.floor(random() * maximo) }, () => sortear(random)))] : [];
  for (const id of varios(config.idioma, 0.3, 2)) lote.ligacoes.pessoa_idioma.push({ pessoa_id: pessoaId, idioma_id: id });
  for (const id of varios(config.formacao, 0.5, 1)) lote.ligacoes.pessoa_formacao_academica.push({ pessoa_id: pessoaId, formacao_academica_id: id });
  for (const id of varios(config.beneficio, 0.1, 2)) lote.ligacoes.pessoa_beneficio.push({ pessoa_id: pessoaId, beneficio_id: id });
}

async function inserir(db: Db, tabela: 'pessoa' | Ligacao, linhas: readonly Linha[]): Promise<void> {
  const primeira = linhas[0];
  if (primeira === undefined) return;
  const colunas = sql.join(Object.keys(primeira).map((c) => sql.id(c)));
  await sql`INSERT INTO ${sql.id(tabela)} (${colunas})
    SELECT ${colunas} FROM json_populate_recordset(NULL::${sql.id(tabela)}, ${JSON.stringify(linhas)})`.execute(db);
}
