import { useState } from 'react';
import { Button, Field, Tab, TabList, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { erroDaPolitica, TAMANHO_MAXIMO_DA_POLITICA } from '../../../shared/api/politicaprivacidade.ts';
import { blocosDoMarkdown } from '../../../shared/texto/markdown.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { BotaoComCarregamento } from '../../components/loading-button/BotaoComCarregamento.tsx';
import { TextoFormatado } from '../../components/texto/TextoFormatado.tsx';

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

/** The policy's text with a preview: headings with #, lists with -, **negrito**, [links](https://...). */
export function EdicaoDaPolitica({ inicial, onSalvar, onCancelar }: EdicaoDaPoliticaProps) {
  const estilos = useEstilos();
  const [texto, setTexto] = useState(inicial);
  const [aba, setAba] = useState<'texto' | 'previa'>('texto');
  const [tentou, setTentou] = useState(false);
  const erro = tentou ? erroDaPolitica(texto) : null;

  const salvar = async () => {
    setTentou(true);
    if (erroDaPolitica(texto) !== null) return;
    await onSalvar(texto).catch(ignoreShownError);
  };

  return (
    <div className={estilos.edicao}>
      <TabList selectedValue={aba} onTabSelect={(_, d) => setAba(d.value as 'texto' | 'previa')}>
        <Tab value="texto">Texto</Tab>
        <Tab value="previa">Prévia</Tab>
      </TabList>
      {aba === 'texto' ? (
        <Field
          label="Texto da política"
          hint="Títulos começam com #, itens de lista com -, **negrito** e [links](https://...)."
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
        <Button onClick={onCancelar}>Cancelar</Button>
        <BotaoComCarregamento appearance="primary" onClick={salvar}>
          Salvar
        </BotaoComCarregamento>
      </div>
    </div>
  );
}
