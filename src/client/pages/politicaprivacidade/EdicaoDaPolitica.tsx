import { useState } from 'react';
import { Button, Field, Tab, TabList, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { erroDaPolitica, MENSAGEM_POLITICA_VAZIA, TAMANHO_MAXIMO_DA_POLITICA } from '../../../shared/api/politicaprivacidade.ts';
import { formatNumber } from '../../../shared/format/index.ts';
import { blocosDoMarkdown } from '../../../shared/texto/markdown.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { BotaoComCarregamento } from '../../components/loading-button/BotaoComCarregamento.tsx';
import { TextoFormatado } from '../../components/texto/TextoFormatado.tsx';
import { useT } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({
  edicao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  texto: { minHeight: '28rem', fontFamily: tokens.fontFamilyMonospace },
  raiz: { maxWidth: 'none' },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

interface EdicaoDaPoliticaProps {
  inicial: string;
  onSalvar(texto: string): Promise<void>;
  onCancelar(): void;
}

/** erroDaPolitica's pt-BR message, said in the language in force. */
function mensagemDoErro(erro: string, t: ReturnType<typeof useT>): string {
  return erro === MENSAGEM_POLITICA_VAZIA
    ? t('Informe o texto da política.')
    : t('O texto pode ter no máximo {n} caracteres.', { n: formatNumber(TAMANHO_MAXIMO_DA_POLITICA) });
}

/** The policy's text with a preview: headings with #, lists with -, **negrito**, [links](https://...). */
export function EdicaoDaPolitica({ inicial, onSalvar, onCancelar }: EdicaoDaPoliticaProps) {
  const estilos = useEstilos();
  const t = useT();
  const [texto, setTexto] = useState(inicial);
  const [aba, setAba] = useState<'texto' | 'previa'>('texto');
  const [tentou, setTentou] = useState(false);
  const falha = tentou ? erroDaPolitica(texto) : null;
  const erro = falha === null ? null : mensagemDoErro(falha, t);

  const salvar = async () => {
    setTentou(true);
    if (erroDaPolitica(texto) !== null) return;
    await onSalvar(texto).catch(ignoreShownError);
  };

  return (
    <div className={estilos.edicao}>
      <TabList selectedValue={aba} onTabSelect={(_, d) => setAba(d.value as 'texto' | 'previa')}>
        <Tab value="texto">{t('Texto')}</Tab>
        <Tab value="previa">{t('Prévia')}</Tab>
      </TabList>
      {aba === 'texto' ? (
        <Field
          label={t('Texto da política')}
          hint={t('Títulos começam com #, itens de lista com -, **negrito** e [links](https://...).')}
          validationMessage={erro}
          required
        >
          <Textarea
            className={estilos.raiz}
            textarea={{ className: estilos.texto }}
            value={texto}
            maxLength={TAMANHO_MAXIMO_DA_POLITICA}
            resize="vertical"
            onChange={(_, d) => setTexto(d.value)}
          />
        </Field>
      ) : (
        <TextoFormatado blocos={blocosDoMarkdown(texto)} />
      )}
      <div className={estilos.acoes}>
        <Button onClick={onCancelar}>{t('Cancelar')}</Button>
        <BotaoComCarregamento appearance="primary" onClick={salvar}>
          {t('Salvar')}
        </BotaoComCarregamento>
      </div>
    </div>
  );
}
