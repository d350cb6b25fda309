import { describe, expect, it } from 'vitest';
import { acaoDisponivel, acoesDoLugar } from '../../../src/shared/engine/acoes.ts';
import { mesclarTela } from '../../../src/shared/engine/merge.ts';
import type { AcaoResolvida } from '../../../src/shared/engine/tela-resolvida.ts';
import type { AcaoDescrita, Descriptor } from '../../../src/shared/engine/types.ts';
import { FICHA, SETOR, SETORES, telaDaFicha } from './fixtures.ts';

// The actions of a screen as the merge resolves them, and where and when each is offered.

const APROVAR: AcaoDescrita = {
  nome: 'aprovar',
  rotulo: 'Aprovar',
  tag: 'configuracoes.setor.editar',
  onde: ['linha', 'formulario'],
  confirmacao: { mensagem: 'Aprovar este setor?' },
  disponivelSe: { field: 'nome', op: 'notEmpty' },
};
const ESTORNAR: AcaoDescrita = { nome: 'estornar', rotulo: 'Estornar', tag: 'configuracoes.setor.editar', onde: ['formulario'], pergunta: {} };

const setores = (mudanca: Partial<Descriptor>): Descriptor => ({ ...SETORES, ...mudanca });

describe('resolverAcoes (through mesclarTela)', () => {
  it('resolves a declared action, defaults filled', () => {
    expect(mesclarTela(setores({ acoes: [APROVAR] }), SETOR, {}).acoes).toEqual<AcaoResolvida[]>([
      {
        nome: 'aprovar',
        rotulo: 'Aprovar',
        tag: 'configuracoes.setor.editar',
        onde: ['linha', 'formulario'],
        confirmacao: { titulo: null, mensagem: 'Aprovar este setor?', botao: null },
        pergunta: null,
      formulario: null,
        disponivelSe: { field: 'nome', op: 'notEmpty' },
        abrir: null,
        mostrar: null,
      },
    ]);
  });

  it("asks for 'Motivo', required, when a prompt says nothing else", () => {
    const [estornar] = mesclarTela({ ...telaDaFicha(['cpf']), acoes: [ESTORNAR] }, FICHA, {}).acoes;
    expect(estornar?.pergunta).toEqual({ titulo: null, rotulo: 'Motivo', obrigatoria: true });
  });

  it('takes no action on a reversed record of a reversible model', () => {
    const [estornar, aprovar] = mesclarTela({ ...telaDaFicha(['cpf']), acoes: [ESTORNAR, { ...APROVAR, disponivelSe: { field: 'ativo', op: 'eq', value: true } }] }, FICHA, {}).acoes;
    expect(estornar?.disponivelSe).toEqual({ field: 'estornadoEm', op: 'empty' });
    expect(aprovar?.disponivelSe).toEqual({ todas: [{ field: 'estornadoEm', op: 'empty' }, { field: 'ativo', op: 'eq', value: true }] });
  });

  it('offers desativar on the selection when tags.desativar is set, for active records', () => {
    const tela = mesclarTela(setores({ tags: { ...SETORES.tags, desativar: 'configuracoes.setor.editar' } }), SETOR, {});
    expect(tela.acoes).toEqual<AcaoResolvida[]>([
      {
        nome: 'desativar',
        rotulo: 'Desativar selecionado(s)',
        tag: 'configuracoes.setor.editar',
        onde: ['selecao'],
        confirmacao: { titulo: null, mensagem: 'Deseja realmente desativar os registros selecionados?', botao: null },
        pergunta: null,
      formulario: null,
        disponivelSe: { field: 'ativo', op: 'eq', value: true },
        abrir: null,
        mostrar: null,
      },
    ]);
  });

  it('lets a declared desativar replace the engine’s, keeping its condition', () => {
    const desativar: AcaoDescrita = { nome: 'desativar', rotulo: 'Inativar', tag: 'configuracoes.setor.excluir', onde: ['selecao', 'linha'] };
    const tela = mesclarTela(setores({ tags: { ...SETORES.tags, desativar: 'configuracoes.setor.editar' }, acoes: [desativar] }), SETOR, {});
    expect(tela.acoes.map((a) => [a.rotulo, a.tag, a.onde, a.disponivelSe])).toEqual([['Inativar', 'configuracoes.setor.excluir', ['selecao', 'linha'], { field: 'ativo', op: 'eq', value: true }]]);
  });

  it('has no actions by default', () => {
    expect(mesclarTela(SETORES, SETOR, {}).acoes).toEqual([]);
  });
});

describe('acaoDisponivel and acoesDoLugar', () => {
  const tela = mesclarTela({ ...telaDaFicha(['cpf']), lista: { colunas: ['cpf'] }, acoes: [ESTORNAR, APROVAR] }, FICHA, {});
  const [estornar, aprovar] = tela.acoes;

  it.each<[string, AcaoResolvida | undefined, unknown, boolean]>([
    ['estornar on a record never reversed', estornar, { estornadoEm: null }, true],
    ['estornar on a reversed record', estornar, { estornadoEm: '2026-01-10T10:00:00' }, false],
    ['aprovar with a name', aprovar, { nome: 'Compras', estornadoEm: null }, true],
    ['aprovar without a name', aprovar, { nome: '' }, false],
    ['aprovar on a reversed record', aprovar, { nome: 'Compras', estornadoEm: '2026-01-10T10:00:00' }, false],
  ])('%s: %s', (_caso, acao, registro, esperado) => {
    if (acao === undefined) throw new Error('sem ação');
    expect(acaoDisponivel(acao, registro)).toBe(esperado);
  });

  it('offers at each place the actions declared there whose tag the user holds', () => {
    const todas = () => true;
    const nomes = (lugar: 'linha' | 'formulario' | 'selecao', pode: (tags: readonly string[]) => boolean) => acoesDoLugar(tela, lugar, pode).map((a) => a.nome);
    expect(nomes('formulario', todas)).toEqual(['estornar', 'aprovar']);
    expect(nomes('linha', todas)).toEqual(['aprovar']);
    expect(nomes('selecao', todas)).toEqual([]);
    expect(nomes('formulario', (tags) => !tags.includes('configuracoes.setor.editar'))).toEqual([]);
  });
});
