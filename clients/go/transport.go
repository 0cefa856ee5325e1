package platform

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ogen-go/ogen/ogenerrors"

	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

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
	pair, err := postSession(ctx, t.base, t.baseURL, t.project, oas.NewSessionRefreshSessionRequest(oas.SessionRefresh{RefreshToken: t.refresh}), http.StatusOK)
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
	AccessToken  string
	RefreshToken string
}

// anonymous leaves the credentials out: the sessions endpoint takes none (the body is them).
type anonymous struct{}

func (anonymous) BearerAuth(context.Context, oas.OperationName) (oas.BearerAuth, error) {
	return oas.BearerAuth{}, ogenerrors.ErrSkipClientSecurity
}

// postSession calls the generated createSession (POST /v3/auth/sessions, decision 0208) over rt,
// without credentials: sign-in (201) or refresh (200). Anything else is an *Error.
func postSession(ctx context.Context, rt http.RoundTripper, baseURL, project string, body oas.SessionRequest, want int) (*tokenPair, error) {
	raw, err := oas.NewClient(baseURL, anonymous{}, oas.WithClient(&http.Client{Transport: rt}))
	if err != nil {
		return nil, err
	}
	params := oas.CreateSessionParams{}
	if project != "" {
		params.XServiceProject = oas.NewOptString(project)
	}
	res, err := raw.CreateSession(ctx, body, params, expect(want, nil))
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return nil, e
		}
		return nil, err
	}
	var result oas.SessionResult
	switch r := res.(type) {
	case *oas.SessionResult:
		result = *r
	case *oas.SessionResultHeaders:
		result = r.Response
	}
	if s, ok := result.GetSession(); ok && s.AccessToken != "" {
		return &tokenPair{AccessToken: s.AccessToken, RefreshToken: s.RefreshToken}, nil
	}
	return nil, &Error{Status: want, Title: "unreadable session", Detail: fmt.Sprintf("platform: the session answer is no user session (%s)", result.Type)}
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
