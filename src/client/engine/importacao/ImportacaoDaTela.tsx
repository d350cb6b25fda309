import { Subtitle2, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { chaveDaImportacao } from '../../../shared/engine/mapeamento-da-importacao.ts';
import { emMinusculas } from '../../../shared/engine/resolver-importacao.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { BotaoComCarregamento } from '../../components/loading-button/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { urlDaImportacao } from './api.ts';
import type { TelaComImportacao } from './ComImportacao.tsx';
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
 * <screen>.importacao: send a CSV or XLSX, map its columns to the import's, preview each row's
 * errors, and import in the background. A row whose key is already registered is ignored, so
 * sending the same file again creates nothing.
 */
export function ImportacaoDaTela({ tela, importacao }: Pick<TelaComImportacao, 'tela' | 'importacao'>) {
  const estilos = useEstilos();
  const t = useT();
  const url = urlDaImportacao(tela.recurso);
  const estado = useImportacao(url, importacao);
  const { arquivo, campos, previa, iniciada, faltas } = estado;
  const mapeadas = importacao.colunas.filter((c) => campos.includes(c.nome)).sort((a, b) => campos.indexOf(a.nome) - campos.indexOf(b.nome));

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Importação de {registros}', { registros: emMinusculas(importacao.nomes.titulo) })}</Title2>
      <Text>
        {t('Envie uma planilha com um cadastro por linha. Cada linha é identificada por {chave}: o que já está cadastrado é ignorado, então enviar o mesmo arquivo de novo não duplica nada.', {
          chave: chaveDaImportacao(importacao),
        })}
      </Text>

      <section className={estilos.secao} aria-labelledby="titulo-do-arquivo">
        <Subtitle2 as="h2" id="titulo-do-arquivo">
          {t('1. Arquivo')}
        </Subtitle2>
        <div className={estilos.envio}>
          <EnvioDaPlanilha url={url} onEnviado={estado.aoEnviar} desabilitado={iniciada} />
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
          <TabelaDeMapeamento cabecalhos={arquivo.colunas} exemplo={arquivo.amostra[0] ?? []} colunas={importacao.colunas} campos={campos} onMudar={estado.mudarCampo} desabilitado={iniciada} />
          {faltas.map((falta) => (
            <Aviso key={falta} intent="warning">
              {falta}
            </Aviso>
          ))}
          <div className={estilos.acoes}>
            <BotaoComCarregamento icon={<EyeRegular />} disabled={faltas.length > 0 || iniciada} onClick={estado.preVisualizar}>
              {t('Pré-visualizar')}
            </BotaoComCarregamento>
          </div>
        </section>
      )}

      {previa !== null && (
        <SecaoDaPrevia
          previa={previa}
          colunas={mapeadas}
          pularInvalidas={estado.pularInvalidas}
          onPularInvalidas={estado.setPularInvalidas}
          podeImportar={estado.podeImportar}
          iniciada={iniciada}
          onImportar={estado.importar}
        />
      )}

      {arquivo !== null && estado.tarefa !== null && <SecaoDoAndamento url={url} importacaoId={arquivo.id} tarefaInicial={estado.tarefa} resultado={importacao.rotas.resultado.path} />}
    </div>
  );
}
