// Package platform is the developer platform's client (SDK 3.2): the operations generated from
// its OpenAPI 3.1 contract by ogen (package oas), under a thin layer with the SDK's surface:
//
//	client, err := platform.NewClient(url, platform.WithToken(t), platform.WithProject(p))
//	result, err := client.Devices.BulkPatch(ctx, items, platform.BulkOptions{IdempotencyKey: "sync-1"})
//
// or, with a user's name and password, platform.SignIn(ctx, url, user, password, platform.WithProject(p)).
// A token valid in one project (a session's, `sat_<project>~…`) implies it: WithProject may then
// be left out.
//
// Bulk calls never fail for a failed item: every item's status is in result.Results, in input
// order. 429s are waited out (Retry-After plus jitter), an expired access token is refreshed
// once, and every wait ends when the context is cancelled.
package platform

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

// Client is the platform's client. Raw is the generated client, for every other operation.
type Client struct {
	Devices  *Devices
	Requests *Requests
	Raw      *oas.Client

	project   string
	transport *transport
}

type config struct {
	token, refreshToken, project string
	httpClient                   *http.Client
	maxRateLimitRetries          int
	maxNetworkRetries            int
	maxRetryAfter                time.Duration
	jitter                       float64
	onTokens                     func(access, refresh string)
}

// Option configures NewClient.
type Option func(*config)

// WithToken sets the access token (Authorization: Bearer).
func WithToken(token string) Option { return func(c *config) { c.token = token } }

// WithRefreshToken sets the refresh token: an expired access token is then refreshed once.
func WithRefreshToken(token string) Option { return func(c *config) { c.refreshToken = token } }

// WithProject sets the project every call is made for (X-Service-Project). It may be left out
// when the token is valid in one project only (it then implies the project); sign-in needs it.
func WithProject(project string) Option { return func(c *config) { c.project = project } }

// WithHTTPClient sets the HTTP client whose transport carries the calls (default: http.DefaultClient's).
func WithHTTPClient(client *http.Client) Option { return func(c *config) { c.httpClient = client } }

// WithMaxRateLimitRetries sets how many 429s a call waits out before it fails (default 5).
func WithMaxRateLimitRetries(n int) Option { return func(c *config) { c.maxRateLimitRetries = n } }

// WithOnTokens is called with the new pair after a refresh, so the caller can store it.
func WithOnTokens(fn func(access, refresh string)) Option { return func(c *config) { c.onTokens = fn } }

// configOf applies the options over the defaults.
func configOf(opts []Option) *config {
	cfg := &config{httpClient: http.DefaultClient, maxRateLimitRetries: 5, maxNetworkRetries: 2, maxRetryAfter: time.Minute, jitter: 0.1}
	for _, o := range opts {
		o(cfg)
	}
	return cfg
}

// baseTransport is the round tripper calls go through: the HTTP client's, or Go's default.
func (c *config) baseTransport() http.RoundTripper {
	if c.httpClient.Transport != nil {
		return c.httpClient.Transport
	}
	return http.DefaultTransport
}

// NewClient makes a client of the platform at baseURL.
func NewClient(baseURL string, opts ...Option) (*Client, error) {
	cfg := configOf(opts)
	if cfg.token == "" {
		return nil, errors.New("platform: WithToken is required (or use SignIn)")
	}
	base := cfg.baseTransport()
	baseURL = strings.TrimRight(baseURL, "/")
	t := &transport{base: base, baseURL: baseURL, project: cfg.project, cfg: cfg, access: cfg.token, refresh: cfg.refreshToken}
	httpClient := *cfg.httpClient
	httpClient.Transport = t
	raw, err := oas.NewClient(baseURL, security{t}, oas.WithClient(&httpClient))
	if err != nil {
		return nil, err
	}
	c := &Client{Raw: raw, project: cfg.project, transport: t}
	c.Devices = &Devices{c}
	c.Requests = &Requests{c}
	return c, nil
}

// AccessToken is the current access token (a refresh replaces it).
func (c *Client) AccessToken() string { return c.transport.token() }

// projectParam is the X-Service-Project parameter: the project, or none when the token implies it.
func (c *Client) projectParam() oas.OptString {
	if c.project == "" {
		return oas.OptString{}
	}
	return oas.NewOptString(c.project)
}

// security gives the generated client the current access token (the transport sets it again on
// every attempt, so a retry after a refresh carries the new one).
type security struct{ t *transport }

func (s security) BearerAuth(context.Context, oas.OperationName) (oas.BearerAuth, error) {
	return oas.BearerAuth{Token: s.t.token()}, nil
}

// expect turns any answer but `status` into an *Error, and notes whether it was a replay.
func expect(status int, replayed *bool) oas.RequestOption {
	return oas.WithEditResponse(func(resp *http.Response) error {
		if resp.StatusCode != status {
			return errorOf(resp)
		}
		if replayed != nil {
			*replayed = resp.Header.Get("Idempotent-Replayed") == "true"
		}
		return nil
	})
}
