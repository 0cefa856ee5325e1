package platform

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// A refresh is a POST of the refresh token to the sessions endpoint (decision 0208).
const refreshPath = "/v3/auth/sessions"

// transport is the RoundTripper under the generated client: it adds the credentials and the
// project, waits out 429s by Retry-After plus jitter, refreshes an expired access token once, and
// retries network errors only where that is safe (reads, and writes with an Idempotency-Key).
// Every wait ends early when the request's context is cancelled.
type transport struct {
	base    http.RoundTripper
	baseURL string
	project string
	cfg     *config

	mu      sync.Mutex
	access  string
	refresh string
}

func (t *transport) token() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.access
}

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		var err error
		if body, err = io.ReadAll(req.Body); err != nil {
			return nil, err
		}
		_ = req.Body.Close()
	}
	ctx := req.Context()
	safe := req.Method == http.MethodGet || req.Method == http.MethodHead || req.Header.Get("Idempotency-Key") != ""
	limited, network, refreshed := 0, 0, false
	for {
		token := t.token()
		r := req.Clone(ctx)
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		r.Header.Set("Authorization", "Bearer "+token)
		r.Header.Set("X-Service-Project", t.project)
		resp, err := t.base.RoundTrip(r)
		if err != nil {
			if ctx.Err() != nil || !safe || network >= t.cfg.maxNetworkRetries {
				return nil, err
			}
			network++
			if err := sleep(ctx, time.Duration(200<<network)*time.Millisecond); err != nil {
				return nil, err
			}
			continue
		}
		switch {
		case resp.StatusCode == http.StatusTooManyRequests:
			e := errorOf(resp)
			_ = resp.Body.Close()
			if limited >= t.cfg.maxRateLimitRetries {
				return nil, e
			}
			limited++
			if err := sleep(ctx, t.retryAfter(resp)); err != nil {
				return nil, err
			}
		case resp.StatusCode == http.StatusUnauthorized && strings.Contains(resp.Header.Get("WWW-Authenticate"), "invalid_token"):
			e := errorOf(resp)
			_ = resp.Body.Close()
			if refreshed || !t.refreshOnce(ctx, token) {
				return nil, e
			}
			refreshed = true
		default:
			return resp, nil
		}
	}
}

// retryAfter is the response's Retry-After (seconds or an HTTP date; capped) plus jitter.
func (t *transport) retryAfter(resp *http.Response) time.Duration {
	seconds := 1.0
	raw := resp.Header.Get("Retry-After")
	if n, err := strconv.Atoi(raw); err == nil {
		seconds = float64(n)
	} else if at, err := http.ParseTime(raw); err == nil {
		seconds = max(0, time.Until(at).Seconds())
	}
	seconds = min(seconds, t.cfg.maxRetryAfter.Seconds())
	jitter := max(0.05, seconds*t.cfg.jitter) * rand.Float64()
	return time.Duration((seconds + jitter) * float64(time.Second))
}

// refreshOnce exchanges the refresh token for a new pair, one caller at a time; a caller whose
// token another already replaced just retries with the new one.
func (t *transport) refreshOnce(ctx context.Context, stale string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.access != stale {
		return true
	}
	if t.refresh == "" {
		return false
	}
	payload, _ := json.Marshal(map[string]string{"refresh_token": t.refresh})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, t.baseURL+refreshPath, bytes.NewReader(payload))
	if err != nil {
		return false
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Service-Project", t.project)
	resp, err := t.base.RoundTrip(req)
	if err != nil {
		return false
	}
	defer resp.Body.Close()
	var pair struct {
		AccessToken  string `json:"access_token"`
		RefreshToken string `json:"refresh_token"`
	}
	if resp.StatusCode != http.StatusOK || json.NewDecoder(resp.Body).Decode(&pair) != nil || pair.AccessToken == "" {
		return false
	}
	t.access = pair.AccessToken
	if pair.RefreshToken != "" {
		t.refresh = pair.RefreshToken
	}
	if t.cfg.onTokens != nil {
		t.cfg.onTokens(t.access, t.refresh)
	}
	return true
}

func sleep(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}
