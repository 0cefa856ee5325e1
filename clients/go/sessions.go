package platform

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

// SignIn signs a user in with their name and password (POST /v3/auth/sessions) and returns a
// client holding the session's tokens: an expired access token is then refreshed once, and
// Refresh exchanges the pair at will. The project is needed (WithProject): the user is one of its
// users. Other options are NewClient's.
func SignIn(ctx context.Context, baseURL, username, password string, opts ...Option) (*Client, error) {
	cfg := configOf(opts)
	if cfg.project == "" {
		return nil, errors.New("platform: SignIn needs WithProject (the project the user belongs to)")
	}
	pair, err := postSession(ctx, cfg.baseTransport(), strings.TrimRight(baseURL, "/"), cfg.project, oas.NewSessionCreateSessionRequest(oas.SessionCreate{Username: username, Password: password}), http.StatusCreated)
	if err != nil {
		return nil, err
	}
	return NewClient(baseURL, append(opts, WithToken(pair.AccessToken), WithRefreshToken(pair.RefreshToken))...)
}

// Refresh exchanges the refresh token for a new pair now (the old refresh token is spent; the
// client also does this by itself, once, when the access token has expired). It fails with an
// *Error when the platform refuses the refresh token, or when the client has none.
func (c *Client) Refresh(ctx context.Context) error {
	return c.transport.refreshNow(ctx)
}

// RefreshToken is the current refresh token ("" without one; a refresh replaces it).
func (c *Client) RefreshToken() string {
	c.transport.mu.Lock()
	defer c.transport.mu.Unlock()
	return c.transport.refresh
}
