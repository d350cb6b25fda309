import { Subtitle2, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { CAMPOS_IMPORTAVEIS } from '../../../../shared/api/importacao.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { EnvioDaPlanilha } from './EnvioDaPlanilha.tsx';
import { SecaoDoAndamento } from './SecaoDoAndamento.tsx';
import { SecaoDaPrevia } from './SecaoDaPrevia.tsx';
import { TabelaDeMapeamento } from './TabelaDeMapeamento.tsx';
import { useImportacao } from './useImportacao.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  envio: { maxWidth: '640px' },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/**
 * gestaopessoas.pessoa.importacao: send a CSV or XLSX, map its columns to the register's fields,
 * preview each row's errors, and import in the background. A CPF or CNPJ already registered is
 * ignored, so sending the same file again creates nobody.
 */
export function ImportacaoDePessoasPage() {
  const estilos = useEstilos();
  const t = useT();
  const importacao = useImportacao();
  const { arquivo, campos, previa, iniciada, faltas } = importacao;
  const mapeados = CAMPOS_IMPORTAVEIS.filter((c) => campos.includes(c)).sort((a, b) => campos.indexOf(a) - campos.indexOf(b));

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Importação de pessoas')}</Title2>
      <Text>
        {t(
          'Envie uma planilha com uma pessoa por linha. As pessoas são identificadas pelo CPF ou CNPJ: quem já está cadastrado é ignorado, então enviar o mesmo arquivo de novo não duplica ninguém.',
        )}
      </Text>

      <section className={estilos.secao} aria-labelledby="titulo-do-arquivo">
        <Subtitle2 as="h2" id="titulo-do-arquivo">
          {t('1. Arquivo')}
        </Subtitle2>
        <div className={estilos.envio}>
          <EnvioDaPlanilha onEnviado={importacao.aoEnviar} desabilitado={iniciada} />
        </div>
      </section>

      {arquivo !== null && (
        <section className={estilos.secao} aria-labelledby="titulo-das-colunas">
          <Subtitle2 as="h2" id="titulo-das-colunas">
            {t('2. Colunas')}
          </Subtitle2>
          <Text>
            {arquivo.total === 1
              ? t('{arquivo}: {total} linha. Escolha o campo de cada coluna.', { arquivo: arquivo.nomeArquivo, total: arquivo.total.toLocaleString('pt-BR') })
              : t('{arquivo}: {total} linhas. Escolha o campo de cada coluna.', { arquivo: arquivo.nomeArquivo, total: arquivo.total.toLocaleString('pt-BR') })}
          </Text>
          <TabelaDeMapeamento colunas={arquivo.colunas} exemplo={arquivo.amostra[0] ?? []} campos={campos} onMudar={importacao.mudarCampo} desabilitado={iniciada} />
          {faltas.map((falta) => (
            <Aviso key={falta} intent="warning">
              {falta}
            </Aviso>
          ))}
          <div className={estilos.acoes}>
            <BotaoComCarregamento icon={<EyeRegular />} disabled={faltas.length > 0 || iniciada} onClick={importacao.preVisualizar}>
              {t('Pré-visualizar')}
            </BotaoComCarregamento>
          </div>
        </section>
      )}

      {previa !== null && (
        <SecaoDaPrevia
          previa={previa}
          campos={mapeados}
          pularInvalidas={importacao.pularInvalidas}
          onPularInvalidas={importacao.setPularInvalidas}
          podeImportar={importacao.podeImportar}
          iniciada={iniciada}
          onImportar={importacao.importar}
        />
      )}

      {arquivo !== null && importacao.tarefa !== null && <SecaoDoAndamento importacaoId={arquivo.id} tarefaInicial={importacao.tarefa} />}
    </div>
  );
}
