import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGO_EN, PARTES_EN } from '../../../src/shared/i18n/catalogo.ts';
import { marcadoresDe } from '../../../src/shared/i18n/idiomas.ts';
import { textosDosDados } from '../../../src/shared/i18n/textosDosDados.ts';
import { textosDosDescritores } from './textosDosDescritores.ts';

// Every text of the interface is a key of the catalogue with its English: the texts written in
// the client's `t('...')` calls, and those in data (fixed messages, validation, tags, the screen
// descriptors). No text is left written straight into the markup.

const RAIZ = path.resolve(import.meta.dirname, '../../..');

function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

// The translation module itself calls t() with the key it was given. The public portals
// (src/client/portal) are a light entry of their own, without the app's translations: they carry
// their own Portuguese and English (src/client/portal/idioma.ts and each portal's textos.ts).
const fora = (arquivo: string) => arquivo.includes(`${path.sep}i18n${path.sep}`) || arquivo.includes(`${path.sep}src${path.sep}client${path.sep}portal${path.sep}`);
const fontes = arquivos(path.join(RAIZ, 'src/client')).filter((arquivo) => !fora(arquivo)).map((arquivo) => {
  const texto = readFileSync(arquivo, 'utf8');
  return { arquivo: path.relative(RAIZ, arquivo), fonte: ts.createSourceFile(arquivo, texto, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX) };
});

const literal = (no: ts.Node | undefined): string | null =>
  no !== undefined && (ts.isStringLiteral(no) || ts.isNoSubstitutionTemplateLiteral(no)) ? no.text : null;

// Attributes that put text on the screen or in the ear of a screen reader.
const ATRIBUTOS_DE_TEXTO = new Set(['label', 'title', 'placeholder', 'aria-label', 'aria-description', 'alt', 'content', 'description', 'hint', 'validationMessage', 'header', 'titulo', 'rotulo', 'mensagem']);

/** A text that says something in a language (an acronym or a symbol does not). */
const temPalavra = (texto: string): boolean => /[a-záéíóúâêôãõç]{2,}/i.test(texto) && !/^[A-Z0-9 .:/+\-–()]+$/.test(texto.trim());

interface Achado {
  arquivo: string;
  linha: number;
  texto: string;
}

// The families' route files and the module menu hold their titles as data, shown through traduzir.
const ehTabelaDeRotas = (arquivo: string): boolean =>
  path.dirname(arquivo) === path.normalize('src/client/app/routes/familias') || arquivo === path.normalize('src/client/app/routes/modulos.ts');
const PROPRIEDADES_DE_TITULO = new Set(['titulo', 'rotulo']);

function varrer(): { chaves: Map<string, Achado>; soltos: Achado[]; dinamicas: Achado[] } {
  const chaves = new Map<string, Achado>();
  const soltos: Achado[] = [];
  const dinamicas: Achado[] = [];
  for (const { arquivo, fonte } of fontes) {
    const achado = (no: ts.Node, texto: string): Achado => ({ arquivo, linha: fonte.getLineAndCharacterOfPosition(no.getStart()).line + 1, texto });
    const visitar = (no: ts.Node): void => {
      if (ts.isCallExpression(no) && ts.isIdentifier(no.expression) && no.expression.text === 't') {
        const chave = literal(no.arguments[0]);
        if (chave === null) dinamicas.push(achado(no, no.getText()));
        else chaves.set(chave, achado(no, chave));
      }
      if (ehTabelaDeRotas(arquivo) && ts.isPropertyAssignment(no) && PROPRIEDADES_DE_TITULO.has(no.name.getText())) {
        const titulo = literal(no.initializer);
        // An acronym alone (CEBAS) reads the same in every language.
        if (titulo !== null && /\p{Ll}/u.test(titulo)) chaves.set(titulo, achado(no, titulo));
      }
      if (ts.isJsxText(no) && temPalavra(no.text)) soltos.push(achado(no, no.text.trim()));
      if (ts.isJsxAttribute(no) && ATRIBUTOS_DE_TEXTO.has(no.name.getText())) {
        const valor = no.initializer && ts.isJsxExpression(no.initializer) ? no.initializer.expression : no.initializer;
        const texto = literal(valor);
        if (texto !== null && temPalavra(texto)) soltos.push(achado(no, texto));
      }
      if (ts.isJsxExpression(no) && no.parent && (ts.isJsxElement(no.parent) || ts.isJsxFragment(no.parent))) {
        const texto = literal(no.expression);
        if (texto !== null && temPalavra(texto)) soltos.push(achado(no, texto));
      }
      ts.forEachChild(no, visitar);
    };
    visitar(fonte);
  }
  return { chaves, soltos, dinamicas };
}

// The server's replies (toasts, field errors) reach the screen through traduzir, so each text a
// reply carries, written in src/server, is a key too: the message of `new HttpError(status, '...')`,
// of `naoEncontrado('...')`, a `message: '...'` property and the values of the `MENSAGEM_*`,
// `MENSAGENS_*` and `TEXTOS_*` constants. Logs and plain `Error`s speak to developers and stay out.
const CHAMADAS_FORA_DA_RESPOSTA = /(^|\.)(log|fail)$|\.log\.\w+$/;

function varrerServidor(): Map<string, Achado> {
  const chaves = new Map<string, Achado>();
  for (const caminho of arquivos(path.join(RAIZ, 'src/server'))) {
    const arquivo = path.relative(RAIZ, caminho);
    const fonte = ts.createSourceFile(caminho, readFileSync(caminho, 'utf8'), ts.ScriptTarget.Latest, true);
    const anotar = (no: ts.Node | undefined): void => {
      const texto = literal(no);
      if (no !== undefined && texto !== null && temPalavra(texto)) {
        chaves.set(texto, { arquivo, linha: fonte.getLineAndCharacterOfPosition(no.getStart()).line + 1, texto });
      }
    };
    const visitar = (no: ts.Node): void => {
      if (ts.isCallExpression(no) && CHAMADAS_FORA_DA_RESPOSTA.test(no.expression.getText())) return;
      if (ts.isNewExpression(no) && ts.isIdentifier(no.expression)) {
        if (no.expression.text === 'Error') return;
        if (no.expression.text === 'HttpError') anotar(no.arguments?.[1]);
      }
      if (ts.isCallExpression(no) && ts.isIdentifier(no.expression) && no.expression.text === 'naoEncontrado') anotar(no.arguments[0]);
      if (ts.isPropertyAssignment(no) && no.name.getText() === 'message') anotar(no.initializer);
      if (ts.isVariableDeclaration(no) && ts.isIdentifier(no.name) && no.initializer !== undefined) {
        if (/^MENSAGEM_/.test(no.name.text)) anotar(no.initializer);
        if (/^(MENSAGENS|TEXTOS)_/.test(no.name.text)) {
          let valor: ts.Expression = no.initializer;
          while (ts.isAsExpression(valor) || ts.isSatisfiesExpression(valor) || ts.isParenthesizedExpression(valor)) valor = valor.expression;
          if (ts.isObjectLiteralExpression(valor)) for (const p of valor.properties) if (ts.isPropertyAssignment(p)) anotar(p.initializer);
        }
      }
      ts.forEachChild(no, visitar);
    };
    visitar(fonte);
  }
  return chaves;
}

const { chaves: doCliente, soltos, dinamicas } = varrer();
const doServidor = varrerServidor();
const doCodigo = new Map([...doServidor, ...doCliente]);
const dosDados = [...textosDosDados(), ...textosDosDescritores()];
const todas = new Set([...doCodigo.keys(), ...dosDados]);
const onde = (a: Achado) => `${a.arquivo}:${a.linha} ${JSON.stringify(a.texto)}`;

describe('the en messages cover every text of the interface', () => {
  it('finds the texts (the scan itself works)', () => {
    expect(doCliente.size).toBeGreaterThan(0);
    expect(doServidor.size).toBeGreaterThan(0);
    expect(dosDados.length).toBeGreaterThan(0);
  });

  it('every pt-BR key has its English', () => {
    const semIngles = [...todas].filter((chave) => !Object.hasOwn(CATALOGO_EN, chave) || CATALOGO_EN[chave]!.trim() === '');
    expect(semIngles.map((c) => doCodigo.get(c) ? onde(doCodigo.get(c)!) : JSON.stringify(c))).toEqual([]);
  });

  it('every English answers a text the interface shows', () => {
    expect(Object.keys(CATALOGO_EN).filter((chave) => !todas.has(chave))).toEqual([]);
  });

  it('an English keeps the markers of its key, and a key repeated across parts says the same', () => {
    const divergentes = Object.entries(CATALOGO_EN).filter(([chave, en]) => marcadoresDe(chave).join() !== marcadoresDe(en).join());
    expect(divergentes).toEqual([]);
    const repetidas = PARTES_EN.flatMap((parte) => Object.entries(parte)).filter(([chave, en]) => CATALOGO_EN[chave] !== en);
    expect(repetidas).toEqual([]);
  });

  it('no text is written straight into the markup', () => {
    expect(soltos.map(onde)).toEqual([]);
  });

  it('t() takes a written text, so the scan sees every key', () => {
    expect(dinamicas.map(onde)).toEqual([]);
  });
});
