import { afterEach, describe, expect, it } from 'vitest';
import { definirIdioma, definirMensagens, t, traduzir } from '../../../src/client/i18n/traducao.ts';
import { contagemNoRelatorio, MENSAGENS_DAS_LINHAS } from '../../../src/server/jobs/relatorios/contagem.ts';
import { TEXTOS_DAS_TAREFAS_DA_MOBILIZACAO as T } from '../../../src/server/modules/mobilizacao/textosDasTarefas.ts';
import { MENSAGEM_TARIFAS_SEM_CATEGORIA } from '../../../src/server/modules/mobilizacao/tarifas/configuracao.ts';
import { CATALOGO_EN } from '../../../src/shared/i18n/catalogo.ts';
import { interpolar } from '../../../src/shared/i18n/idiomas.ts';
import { resumoDoEnvioDosBoletos } from '../../../src/shared/mobilizacao/boleto/email.ts';

const MENSAGENS = {
  'pt-BR': { Salvar: 'Gravar', 'Tamanho máximo de {n} excedido.': 'Tamanho máximo de {n} excedido.', '{marcadas} de {total}': '{marcadas} de {total}' },
  en: { Salvar: 'Save', 'Tamanho máximo de {n} excedido.': 'Maximum length of {n} exceeded.', '{marcadas} de {total}': '{marcadas} of {total}' },
};

afterEach(() => {
  definirIdioma('pt-BR');
  definirMensagens({ 'pt-BR': {}, en: {} });
});

describe('the interface language', () => {
  it('shows the pt-BR text itself until messages arrive, and a key the messages lack', () => {
    expect(t('Salvar')).toBe('Salvar');
    expect(t('Olá, {nome}', { nome: 'Ana' })).toBe('Olá, Ana');
    definirMensagens(MENSAGENS);
    expect(t('Texto novo')).toBe('Texto novo');
  });

  it("uses the institution's edited pt-BR text, and English when chosen, filling the markers", () => {
    definirMensagens(MENSAGENS);
    expect(t('Salvar')).toBe('Gravar');
    definirIdioma('en');
    expect(t('Salvar')).toBe('Save');
    expect(t('{marcadas} de {total}', { marcadas: 2, total: 5 })).toBe('2 of 5');
    expect(document.documentElement.lang).toBe('en');
  });

  it('translates a text that arrives filled in (a server message) by its pattern, but never by a pattern of markers alone', () => {
    definirMensagens(MENSAGENS);
    definirIdioma('en');
    expect(traduzir('Tamanho máximo de 200 excedido.')).toBe('Maximum length of 200 exceeded.');
    expect(traduzir('Salvar')).toBe('Save');
    expect(traduzir('Ajuda de custo')).toBe('Ajuda de custo');
    expect(traduzir('Um texto qualquer do servidor.')).toBe('Um texto qualquer do servidor.');
  });

  it("translates a job's notice sentence by sentence, a list filled into a sentence item by item, and leaves whole a text with one unknown sentence", () => {
    const aviso = {
      '{remessas} remessa(s) com {cobrancas} cobrança(s).': '{remessas} remittance(s) with {cobrancas} charge(s).',
      '{quantidade} boleto(s) enviado(s) por e-mail.': '{quantidade} boleto(s) e-mailed.',
      '{quantidade} não enviado(s): {motivos}.': '{quantidade} not sent: {motivos}.',
      '{quantidade} de doador sem e-mail': '{quantidade} of a donor without e-mail',
      '{quantidade} recusado(s) pelo servidor de e-mail': '{quantidade} refused by the mail server',
    };
    definirMensagens({ 'pt-BR': {}, en: aviso });
    definirIdioma('en');
    expect(traduzir('1 remessa(s) com 3 cobrança(s). 2 boleto(s) enviado(s) por e-mail. 3 não enviado(s): 1 de doador sem e-mail, 2 recusado(s) pelo servidor de e-mail.')).toBe(
      '1 remittance(s) with 3 charge(s). 2 boleto(s) e-mailed. 3 not sent: 1 of a donor without e-mail, 2 refused by the mail server.',
    );
    // A value that is not a key (a donor's name, an amount) is kept as it came.
    expect(traduzir('1 não enviado(s): Ana Souza.')).toBe('1 not sent: Ana Souza.');
    expect(traduzir('1 remessa(s) com R$ 1.000,00 cobrança(s).')).toBe('1 remittance(s) with R$ 1.000,00 charge(s).');
    const misturado = '1 remessa(s) com 3 cobrança(s). Uma frase que ninguém traduziu.';
    expect(traduzir(misturado)).toBe(misturado);
  });

  it('reads the fundraising jobs’ notices and a report’s count, as the server writes them, in English', () => {
    definirMensagens({ 'pt-BR': {}, en: CATALOGO_EN });
    definirIdioma('en');
    const remessa = `${interpolar(T.remessasGeradas, { remessas: 1, cobrancas: 3 })} ${resumoDoEnvioDosBoletos({ enviados: 1, semEmail: 1, semBoleto: 0, falhas: 1 })}`;
    expect(traduzir(remessa)).toBe('1 remittance(s) with 3 charge(s). 1 boleto(s) sent by e-mail. 2 not sent: 1 of a donor without e-mail, 1 refused by the mail server.');
    const retorno = `${interpolar(T.retornoAplicado, { concessionaria: 'Companhia de Luz do Vale S.A.', aplicados: 3, registros: 5, liquido: '96,28', pendentes: 2 })} ${interpolar(T.tarifasNaoLancadas, { valor: '3,72', motivo: MENSAGEM_TARIFAS_SEM_CATEGORIA })}`;
    expect(traduzir(retorno)).toBe(
      `Companhia de Luz do Vale S.A.: 3 of 5 record(s) posted, R$ 96,28 net; 2 to resolve. Fees of R$ 3,72 not booked: ${CATALOGO_EN[MENSAGEM_TARIFAS_SEM_CATEGORIA]}`,
    );
    expect(traduzir(contagemNoRelatorio(1_234, MENSAGENS_DAS_LINHAS))).toBe('1.234 rows in the report.');
    expect(traduzir(T.tituloDaRemessa)).toBe('Bank remittance');
  });
});
