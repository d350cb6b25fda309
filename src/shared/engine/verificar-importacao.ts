import { encontrarPropriedade, tipoPrincipal } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import { cabeNumaCelula, colunasPadrao } from './resolver-importacao.ts';
import type { Descriptor, DescritorImportacao, Model } from './types.ts';
import { ponteiroDoNome, type Contexto } from './verificar-campo.ts';

// The import line: offered by tags.importar (each needs the other), columns that a cell can fill,
// named once, a key made of columns. The engine finds a key in its table and a reference by its
// model's first x-exibicao field; a hand-written module's model (x-modulo) does both in its hook.

export function verificarImportacao(descritor: Descriptor, contexto: Contexto): Problema[] {
  const { importacao } = descritor;
  if (importacao === undefined) {
    if (descritor.tags.importar === undefined) return [];
    return [{ caminho: '/tags/importar', mensagem: 'A tag importar oferece a importação: declare também importacao (a chave e, se preciso, as colunas).' }];
  }
  const falta: Problema[] = descritor.tags.importar === undefined ? [{ caminho: '/importacao', mensagem: 'A importação precisa de uma tag de permissão: declare tags.importar.' }] : [];
  return [...falta, ...verificarColunas(descritor, importacao, contexto), ...verificarChave(importacao, contexto.modelo, nomesDasColunas(descritor, importacao, contexto.modelo))];
}

function nomesDasColunas(descritor: Descriptor, importacao: DescritorImportacao, modelo: Model): Map<string, 'campo' | 'parametro'> {
  const colunas = importacao.colunas ?? colunasPadrao(descritor, modelo);
  return new Map(colunas.map((c) => (typeof c === 'string' ? [c, 'campo'] : c.campo !== undefined ? [c.campo, 'campo'] : [c.parametro ?? '', 'parametro'])));
}

function verificarColunas(descritor: Descriptor, importacao: DescritorImportacao, contexto: Contexto): Problema[] {
  if (importacao.colunas === undefined) {
    return colunasPadrao(descritor, contexto.modelo).length > 0 ? [] : [{ caminho: '/importacao', mensagem: 'Nenhum campo do formulário cabe numa célula: declare importacao.colunas.' }];
  }
  const vistas = new Set<string>();
  return importacao.colunas.flatMap((descrita, i): Problema[] => {
    const ponteiro = noCaminho('/importacao/colunas', i);
    const campo = typeof descrita === 'string' ? descrita : descrita.campo;
    const nome = campo ?? (typeof descrita === 'string' ? descrita : (descrita.parametro ?? ''));
    const repetida: Problema[] = vistas.has(nome) ? [{ caminho: ponteiro, mensagem: `A coluna '${nome}' já foi declarada.` }] : [];
    vistas.add(nome);
    return campo === undefined ? repetida : [...repetida, ...verificarCampo(campo, ponteiroDoNome(ponteiro, descrita), contexto)];
  });
}

function verificarCampo(campo: string, ponteiro: string, { modelo, modelos }: Contexto): Problema[] {
  const propriedade = encontrarPropriedade(modelo, campo)?.propriedade;
  if (propriedade === undefined) return [{ caminho: ponteiro, mensagem: `Campo '${campo}' não existe no modelo '${modelo.$id}'.` }];
  if (!cabeNumaCelula(propriedade)) return [{ caminho: ponteiro, mensagem: `O campo '${campo}' não cabe numa célula: importe textos, números, sim ou não, opções e referências.` }];
  const referencia = propriedade['x-ref'];
  if (referencia === undefined || modelo['x-modulo'] === true) return [];
  const exibicao = modelos[referencia]?.['x-exibicao']?.[0];
  return exibicao === undefined || exibicao.includes('.')
    ? [{ caminho: ponteiro, mensagem: `A importação acha o registro de '${referencia}' pelo primeiro campo do x-exibicao desse modelo, que deve ser um campo dele (não de um objeto).` }]
    : [];
}

function verificarChave(importacao: DescritorImportacao, modelo: Model, colunas: ReadonlyMap<string, 'campo' | 'parametro'>): Problema[] {
  return importacao.chave.flatMap((entrada, i) =>
    (typeof entrada === 'string' ? [entrada] : entrada).flatMap((campo, j): Problema[] => {
      const ponteiro = typeof entrada === 'string' ? noCaminho('/importacao/chave', i) : noCaminho('/importacao/chave', i, j);
      if (colunas.get(campo) !== 'campo') return [{ caminho: ponteiro, mensagem: `O campo '${campo}' da chave não é uma coluna da importação.` }];
      const propriedade = encontrarPropriedade(modelo, campo)?.propriedade;
      const tipo = propriedade === undefined ? undefined : tipoPrincipal(propriedade);
      const naTabela = !campo.includes('.') && propriedade?.['x-ref'] === undefined && propriedade?.format !== 'date-time' && (tipo === 'string' || tipo === 'integer');
      // A module's hook finds its own keys (the person's CPF inside pessoaFisica).
      return naTabela || modelo['x-modulo'] === true
        ? []
        : [{ caminho: ponteiro, mensagem: `O campo '${campo}' da chave deve ser um texto, uma data ou um número inteiro do próprio registro (não de um objeto, nem uma referência, nem data e hora).` }];
    }),
  );
}
