import { Badge, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { StopRegular } from '@fluentui/react-icons';
import type { Intervalo } from '../../../shared/api/registrointervalo.ts';
import { formatTime } from '../../../shared/format/index.ts';
import { BotaoComCarregamento } from '../../components/loading-button/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { useDialogos } from '../../services/dialogs/dialogs.ts';
import { encerrarIntervalo } from './api.ts';
import { formatarCronometro, formatarMinutos } from './duracao.ts';
import { useCronometro } from './useCronometro.ts';

const useEstilos = makeStyles({
  cartao: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  excedido: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  dados: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  cronometro: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  cronometroExcedido: { color: tokens.colorPaletteRedForeground1 },
  linha: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface IntervaloEmAndamentoProps {
  intervalo: Intervalo;
  /** The server's clock minus the PC's. */
  desvioMs: number;
  onEncerrado(): void;
}

/** The interval in progress: its live timer against its maximum, and Encerrar. */
export function IntervaloEmAndamento({ intervalo, desvioMs, onEncerrado }: IntervaloEmAndamentoProps) {
  const estilos = useEstilos();
  const t = useT();
  const { confirmar } = useDialogos();
  const decorridos = useCronometro(intervalo.iniciadoEm, desvioMs);
  const excedido = decorridos > intervalo.duracaoMaximaMin * 60;

  async function encerrar() {
    const confirmado = await confirmar({
      titulo: t('Encerrar intervalo'),
      mensagem: t('Deseja encerrar o intervalo agora? Ele está com {duracao}.', { duracao: formatarCronometro(decorridos) }),
      textoConfirmar: t('Encerrar'),
    });
    if (!confirmado) return;
    try {
      await encerrarIntervalo(intervalo.id);
    } finally {
      // Whether it ended or the server refused (already ended elsewhere), show what is stored now.
      onEncerrado();
    }
  }

  return (
    <div className={mergeClasses(estilos.cartao, excedido && estilos.excedido)}>
      <div className={estilos.dados}>
        <Text weight="semibold">
          {intervalo.grupo}
          {intervalo.tipo ? ` · ${intervalo.tipo.descricao}` : ''}
        </Text>
        <span role="timer" aria-label={t('Tempo decorrido')} className={mergeClasses(estilos.cronometro, excedido && estilos.cronometroExcedido)}>
          {formatarCronometro(decorridos)}
        </span>
        <div className={estilos.linha}>
          {intervalo.iniciadoEm && <Text>{t('Início: {hora}', { hora: formatTime(intervalo.iniciadoEm) })}</Text>}
          <Text>{t('Máximo: {duracao}', { duracao: formatarMinutos(intervalo.duracaoMaximaMin) })}</Text>
          {excedido && (
            <Badge color="danger" appearance="filled">
              {t('Tempo máximo excedido')}
            </Badge>
          )}
        </div>
      </div>
      <BotaoComCarregamento appearance="primary" icon={<StopRegular />} onClick={encerrar}>
        {t('Encerrar')}
      </BotaoComCarregamento>
    </div>
  );
}
