package platform

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Sign-in and refresh are POSTs to the sessions endpoint (decision 0208).
const sessionsPath = "/v3/auth/sessions"

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
		setProject(r.Header, t.project)
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
	return t.refreshLocked(ctx) == nil
}

// refreshNow exchanges the refresh token for a new pair whatever the access token's state.
func (t *transport) refreshNow(ctx context.Context) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.refreshLocked(ctx)
}

// refreshLocked posts the refresh token to the sessions endpoint and keeps the new pair (the old
// refresh token is spent). t.mu is held.
func (t *transport) refreshLocked(ctx context.Context) error {
	if t.refresh == "" {
		return &Error{Status: 0, Title: "no refresh token", Detail: "platform: the client has no refresh token (WithRefreshToken, or SignIn)"}
	}
	payload, _ := json.Marshal(map[string]string{"refresh_token": t.refresh})
	pair, err := postSession(ctx, t.base, t.baseURL, t.project, payload, http.StatusOK)
	if err != nil {
		return err
	}
	t.access = pair.AccessToken
	if pair.RefreshToken != "" {
		t.refresh = pair.RefreshToken
	}
	if t.cfg.onTokens != nil {
		t.cfg.onTokens(t.access, t.refresh)
	}
	return nil
}

// tokenPair is what POST /v3/auth/sessions answers (sign-in and refresh alike).
type tokenPair struct {
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	SessionID    string `json:"session_id"`
}

// postSession posts payload to the sessions endpoint (decision 0208): sign-in (201) or refresh
// (200). Anything else is an *Error.
func postSession(ctx context.Context, rt http.RoundTripper, baseURL, project string, payload []byte, want int) (*tokenPair, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, baseURL+sessionsPath, bytes.NewReader(payload))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	setProject(req.Header, project)
	resp, err := rt.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != want {
		return nil, errorOf(resp)
	}
	var pair tokenPair
	if err := json.NewDecoder(resp.Body).Decode(&pair); err != nil || pair.AccessToken == "" {
		return nil, &Error{Status: resp.StatusCode, Title: "unreadable session", Detail: fmt.Sprintf("platform: the session answer has no access_token (%v)", err)}
	}
	return &pair, nil
}

// setProject sets X-Service-Project, or leaves it out when the token implies the project.
func setProject(h http.Header, project string) {
	if project == "" {
		h.Del("X-Service-Project")
	} else {
		h.Set("X-Service-Project", project)
	}
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
