import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { LinhaDaConciliacao } from '../../../../../shared/api/conciliacao.ts';
import { formatDate, formatMoney } from '../../../../../shared/format/index.ts';
import { fieldErrorsOf } from '../../../../api/ApiError.ts';
import { ResumoDeErros } from '../../../../components/formulario/ResumoDeErros.tsx';
import { useT, useTraduzir } from '../../../../i18n/traducao.ts';
import type { Registro } from '../../../../widgets/q-autocomplete/index.ts';
import { URL_CATEGORIAS, URL_CENTROS_DE_CUSTO } from '../../movimento/api.ts';
import { CampoDeReferencia } from '../../movimento/campos.tsx';
import { criarTitulo } from './api.ts';

const useEstilos = makeStyles({
  campos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  linha: LinhaDaConciliacao;
  onFechar(criado: boolean): void;
}

const idDe = (r: Registro | null): number | null => (r === null ? null : Number(r.id));

/** "Criar título": what is left of the line becomes a paid título of the category chosen, matched to it. */
export function DialogoDoTitulo({ linha, onFechar }: Props) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [categoria, setCategoria] = useState<Registro | null>(null);
  const [centroCusto, setCentroCusto] = useState<Registro | null>(null);
  const [descricao, setDescricao] = useState(linha.memo);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  async function enviar(event: FormEvent) {
    event.preventDefault();
    if (enviando) return;
    setEnviando(true);
    try {
      await criarTitulo(linha.id, { categoria: idDe(categoria), centroCusto: idDe(centroCusto), descricao });
      onFechar(true);
    } catch (falha) {
      setErros(fieldErrorsOf(falha));
      setEnviando(false);
    }
  }

  const titulo = linha.valor < 0 ? t('Criar despesa a partir da linha') : t('Criar receita a partir da linha');
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onFechar(false)}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label={titulo}>
          <DialogBody>
            <DialogTitle>{titulo}</DialogTitle>
            <DialogContent className={estilos.campos}>
              <Text>{t('{data}: {valor}, já pago nesta data e conciliado com a linha.', { data: formatDate(linha.data), valor: formatMoney(linha.restante) })}</Text>
              <CampoDeReferencia id="titulo-categoria" rotulo={t('Categoria')} url={URL_CATEGORIAS} valor={categoria} onChange={setCategoria} obrigatorio />
              <CampoDeReferencia id="titulo-centro-custo" rotulo={t('Centro de custo')} url={URL_CENTROS_DE_CUSTO} valor={centroCusto} onChange={setCentroCusto} />
              <Field label={t('Descrição')}>
                <Input value={descricao} maxLength={500} onChange={(_, d) => setDescricao(d.value)} />
              </Field>
              <ResumoDeErros erros={erros} />
              {Object.entries(erros).map(([campo, mensagem]) => (
                <Text key={campo} className={estilos.erro}>
                  {traduzir(mensagem)}
                </Text>
              ))}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onFechar(false)}>
                {t('Cancelar')}
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={enviando} aria-busy={enviando || undefined}>
                {t('Criar título')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
