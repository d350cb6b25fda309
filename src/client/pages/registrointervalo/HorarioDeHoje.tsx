import { useEffect, useRef, useState } from 'react';
import { Badge, Dropdown, Field, Option, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import type { HorarioDoIntervalo, Intervalo } from '../../../shared/api/registrointervalo.ts';
import { BotaoComCarregamento } from '../../components/loading-button/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { iniciarIntervalo, registrarIntervalo } from './api.ts';
import { formatarMinutos } from './duracao.ts';
import type { SituacaoDoHorario } from './horarios.ts';

const useEstilos = makeStyles({
  cartao: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  destaque: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  cabeca: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  titulo: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  detalhe: { color: tokens.colorNeutralForeground2 },
  inicio: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  tipo: { flexGrow: 1, minWidth: '180px', maxWidth: '320px' },
});

interface HorarioDeHojeProps {
  horario: HorarioDoIntervalo;
  situacao: SituacaoDoHorario;
  /** The schedule a notice pointed at: highlighted, its type choice focused. */
  destacado: boolean;
  onIniciado(intervalo: Intervalo): void;
}

/** One of today's schedules: its window, its state and, while it may start, the type choice and Iniciar. */
export function HorarioDeHoje({ horario, situacao, destacado, onIniciado }: HorarioDeHojeProps) {
  const estilos = useEstilos();
  const t = useT();
  const [unico] = horario.tipos.length === 1 ? horario.tipos : [];
  const [tipoId, setTipoId] = useState<number | null>(unico?.id ?? null);
  const [semTipo, setSemTipo] = useState(false);
  const escolha = useRef<HTMLButtonElement>(null);
  const idDoTitulo = `horario-${horario.id}-titulo`;

  useEffect(() => {
    if (!destacado) return;
    const focar = () => {
      escolha.current?.scrollIntoView?.({ block: 'center' });
      escolha.current?.focus();
    };
    focar();
    // The notice whose Iniciar led here hands focus back as it closes, after this page took it:
    // unless the user has moved on inside the page, the type choice takes it again.
    const depoisDoAviso = window.setTimeout(() => {
      if (!document.activeElement?.closest('main')) focar();
    }, 600);
    return () => window.clearTimeout(depoisDoAviso);
  }, [destacado]);

  async function iniciar() {
    if (tipoId === null) {
      setSemTipo(true);
      return;
    }
    // Registering is idempotent: it returns the day's interval whether a notice registered it or not.
    const registrado = await registrarIntervalo(horario.id);
    const iniciado = registrado.estado === 'LIBERADO' ? await iniciarIntervalo({ intervaloId: registrado.id, tipoIntervaloId: tipoId }) : registrado;
    onIniciado(iniciado);
  }

  const tipoEscolhido = horario.tipos.find((tipo) => tipo.id === tipoId);
  return (
    <li aria-labelledby={idDoTitulo} className={mergeClasses(estilos.cartao, destacado && estilos.destaque)}>
      <div className={estilos.cabeca}>
        <h3 id={idDoTitulo} className={estilos.titulo}>
          {t('{grupo}: {inicio} às {fim}', { grupo: horario.grupo, inicio: horario.inicio, fim: horario.fim })}
        </h3>
        <Badge color={situacao.cor} appearance="tint">
          {situacao.rotulo}
        </Badge>
      </div>
      <Text className={estilos.detalhe}>{t('Duração máxima: {duracao}', { duracao: formatarMinutos(horario.duracaoMaximaMin) })}</Text>
      {situacao.iniciavel && (
        <div className={estilos.inicio}>
          <Field className={estilos.tipo} label={t('Tipo de intervalo')} required validationMessage={semTipo ? t('Escolha o tipo de intervalo.') : undefined}>
            <Dropdown
              ref={escolha}
              placeholder={t('Selecione')}
              value={tipoEscolhido?.descricao ?? ''}
              selectedOptions={tipoId === null ? [] : [String(tipoId)]}
              onOptionSelect={(_, data) => {
                setTipoId(data.optionValue === undefined ? null : Number(data.optionValue));
                setSemTipo(false);
              }}
            >
              {horario.tipos.map((tipo) => (
                <Option key={tipo.id} value={String(tipo.id)}>
                  {tipo.descricao}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <BotaoComCarregamento
            appearance="primary"
            icon={<PlayRegular />}
            onClick={iniciar}
            aria-label={t('Iniciar intervalo {grupo} {inicio} às {fim}', { grupo: horario.grupo, inicio: horario.inicio, fim: horario.fim })}
          >
            {t('Iniciar')}
          </BotaoComCarregamento>
        </div>
      )}
    </li>
  );
}
