import type { MessageChannel } from '@ward/shared';
import { useRecordContext } from 'react-admin';
import { EnumChip } from '../common/fields';
import { STATUS_WORDS, statusColor, TEMPLATE_WORDS } from './messageWords';

const channelOf = (record: Record<string, unknown> | undefined) => (record?.channel ?? 'mail') as MessageChannel;

export const ChannelChip = () => <EnumChip source="channel" prefix="ward.message_channel" />;

/** The template in its channel's words. */
export const TemplateChip = () => <EnumChip source="template" prefix={TEMPLATE_WORDS[channelOf(useRecordContext())]} />;

/** The status in its channel's words ("kept: no mail server", "kept: WhatsApp not set up"…). */
export const StatusChip = () => <EnumChip source="status" prefix={STATUS_WORDS[channelOf(useRecordContext())]} color={statusColor} />;
