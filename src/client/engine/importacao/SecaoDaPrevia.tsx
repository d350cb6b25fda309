import { Checkbox, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowImportRegular } from '@fluentui/react-icons';
import type { PreviaDaImportacao } from '../../../shared/api/importacao.ts';
import type { ColunaDaImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { BotaoComCarregamento } from '../../components/loading-button/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { ResumoDaPrevia } from './ResumoDaPrevia.tsx';
import { TabelaDaPrevia } from './TabelaDaPrevia.tsx';

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  acoes: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  nota: { color: tokens.colorNeutralForeground3 },
});

interface SecaoDaPreviaProps {
  previa: PreviaDaImportacao;
  /** The mapped columns, in the file's column order. */
  colunas: readonly ColunaDaImportacaoResolvida[];
  pularInvalidas: boolean;
  onPularInvalidas(pular: boolean): void;
  podeImportar: boolean;
  iniciada: boolean;
  onImportar(): Promise<void>;
}

/** The preview: counts, the file's first rows, the rows with errors, and the import's start. */
export function SecaoDaPrevia(props: SecaoDaPreviaProps) {
  const { previa, colunas, pularInvalidas, onPularInvalidas, podeImportar, iniciada, onImportar } = props;
  const estilos = useEstilos();
  const t = useT();
  const soErros = previa.comErros.filter((l) => !previa.linhas.some((p) => p.linha === l.linha));
  return (
    <section className={estilos.secao} aria-labelledby="titulo-da-previa">
      <Subtitle2 as="h2" id="titulo-da-previa">
        {t('3. Pré-visualização')}
      </Subtitle2>
      <ResumoDaPrevia previa={previa} />
      <TabelaDaPrevia rotulo={t('Primeiras linhas do arquivo')} linhas={previa.linhas} colunas={colunas} />
      {soErros.length > 0 && (
        <>
          <Text weight="semibold">{t('Outras linhas com erros')}</Text>
          <TabelaDaPrevia rotulo={t('Outras linhas com erros')} linhas={soErros} colunas={colunas} />
        </>
      )}
      {previa.invalidas > previa.comErros.length && (
        <Text className={estilos.nota}>
          {t('Mostrando as primeiras {mostradas} de {total} linhas com erros; todas estarão na lista de rejeitadas ao final.', {
            mostradas: previa.comErros.length,
            total: previa.invalidas.toLocaleString('pt-BR'),
          })}
        </Text>
      )}
      <div className={estilos.acoes}>
        {previa.invalidas > 0 && (
          <Checkbox
            checked={pularInvalidas}
            disabled={iniciada}
            onChange={(_, data) => onPularInvalidas(data.checked === true)}
            label={t('Ignorar as linhas com erros e importar as demais')}
          />
        )}
        <BotaoComCarregamento appearance="primary" icon={<ArrowImportRegular />} disabled={!podeImportar} onClick={onImportar}>
          {t('Importar')}
        </BotaoComCarregamento>
        {previa.validas === 0 && <Text className={estilos.nota}>{t('Nenhuma linha válida para importar.')}</Text>}
      </div>
      {!iniciada && previa.invalidas > 0 && !pularInvalidas && (
        <Text className={estilos.nota}>{t('Corrija o arquivo e envie-o de novo, ou marque a opção acima para importar só as linhas válidas.')}</Text>
      )}
    </section>
  );
}
