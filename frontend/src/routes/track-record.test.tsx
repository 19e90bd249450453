import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/features/auth/api/get-user';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { newTrackRecord } from '@/testing/track-record';
import { TrackRecordRoute } from './track-record';

describe('/rekam-jejak', () => {
  it('still shows the record when the sign-in check of a signed-out visitor answers while it loads', async () => {
    // The app checks the session on every page; its 401 drops the previous user's cached answers.
    // Answered while the record is in flight, it must not drop the record (public, no one's).
    let answerRecord: () => void = () => {};
    const recordAsked = new Promise<void>((resolve) => {
      answerRecord = resolve;
    });
    let recordRequested: () => void = () => {};
    const recordRequestedOnce = new Promise<void>((resolve) => {
      recordRequested = resolve;
    });
    stubFetch(async (url) => {
      if (url === '/api/auth/user') {
        await recordRequestedOnce;
        queueMicrotask(answerRecord);
        return apiError(401, 'Unauthorized', 'Belum masuk.');
      }
      if (url === '/api/track-record/live') {
        return jsonResponse(200, { days: 0, firstDate: null, lastDate: null, ratings: 0, matured: [] });
      }
      recordRequested();
      await recordAsked;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return jsonResponse(200, { trackRecord: newTrackRecord() });
    });
    function SessionCheck() {
      useAuth();
      return null;
    }
    renderWithApp(
      <>
        <SessionCheck />
        <TrackRecordRoute />
      </>,
      { path: '/rekam-jejak' },
    );
    expect(await screen.findByTestId('track-record-table', {}, { timeout: 3000 })).toBeTruthy();
  });
});
