/**
 * @telisik/contract: the types of every body the Telisik API sends or accepts, in one place. The
 * backend's controllers return these types and the frontend reads them; there is no runtime code.
 * SPEC §3 fixes the fields and their JSON forms (numeric strings for prices and upside).
 */
export type { AccountExport, DeleteAccountRequest, PremiumPeriodSource } from './account.js';
export type {
  AdminAction,
  AdminAuditEntry,
  AdminCatchUp,
  AdminMe,
  AdminPayment,
  AdminPaymentNotification,
  AdminPeriod,
  AdminSupportReply,
  AdminSupportRequest,
  AdminUserDetail,
  AdminUserSummary,
  GrantPremiumRequest,
  PaymentEventEffect,
  RevokePremiumRequest,
  SupportReplyRequest,
} from './admin.js';
export type {
  AlertKind,
  AlertSettings,
  AlertSettingsUpdate,
  AlertsResponse,
  StockAlert,
  WatchlistItem,
  WatchlistResponse,
  WatchRequest,
} from './alerts.js';
export type { Analysis, AnalysisListItem, CreateAnalysisRequest, NumericString, Recommendation } from './analysis.js';
export type {
  AccumulationLabel,
  AnalysisResult,
  ConvictionLevel,
  CostOfEquity,
  DataCompleteness,
  ForeignFlowLabel,
  FullAnalysis,
  FundamentalDetails,
  FundamentalsSection,
  GrowthAssumptions,
  LatestStatement,
  MarketTable,
  MetricUnit,
  NarrativeSource,
  PartKey,
  PartScore,
  PillarBreakdown,
  PillarBreakdowns,
  PillarKey,
  PositionSizingInputs,
  PricePoint,
  RelativeValue,
  RelativeValueMethod,
  RuleOutcome,
  SentimentDetails,
  SentimentSection,
  StatementCurrency,
  SupportingMetric,
  TargetBasis,
  TargetPrice,
  FairValue,
  FairValueEstimate,
  FairValueMethod,
  FairValueUncertainty,
  TechnicalDetails,
  TechnicalSection,
  TrendLabel,
  ValuationMethod,
  ValuationSection,
  StatementLineId,
  StatementPeriod,
  StatementHistory,
  DividendYear,
  DividendHistory,
  RedFlagId,
  RedFlag,
  GorenganRisk,
  RedFlagReport,
  ShariaCheck,
  ShariaScreen,
} from './analysis-result.js';
export type {
  CreateOrderResponse,
  MidtransNotificationResponse,
  Order,
  OrderStatus,
  PaymentHistoryItem,
  PaymentInstructions,
  PremiumPrice,
  Receipt,
  Subscription,
} from './billing.js';
export type { CompanySuggestion } from './companies.js';
export type { Comparison, CreateComparisonRequest } from './comparisons.js';
export type { ErrorBody } from './error.js';
export type { Quota, QuotaResponse } from './quota.js';
export type {
  ScoreHistory,
  ScoreHistoryAnalysis,
  ScoreHistoryChange,
  ScoreHistoryMover,
  ScoreHistoryPoint,
} from './score-history.js';
export type { PublicAnalysis, ShareLink } from './shares.js';
export type { NewSupportRequest, SupportReply, SupportRequest } from './support.js';
export type {
  TrackRecord,
  TrackRecordDate,
  TrackRecordFlagEvidence,
  TrackRecordRedFlagHorizon,
  TrackRecordRedFlags,
  TrackRecordGroup,
  TrackRecordHorizon,
  TrackRecordHorizonResult,
  TrackRecordIc,
  TrackRecordLive,
  TrackRecordLiveClass,
  TrackRecordPeriod,
  TrackRecordTargets,
  TrackRecordResponse,
  TrackRecordClass,
  TrackRecordClassesResponse,
  TrackRecordSeriesSummary,
} from './track-record.js';
export type { LogoutResult, User } from './user.js';
export type { PushDevice, PushMessage, PushPublicKey, PushSubscriptionRequest, PushUnsubscribeRequest } from './push.js';
export type { MarketDataStatus } from './market-data.js';
