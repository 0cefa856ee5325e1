package platform

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
)

// Error is a call the platform refused: its status and problem details (RFC 9457).
type Error struct {
	Status  int
	Code    string
	Title   string
	Detail  string
	Problem map[string]any
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("%d %s", e.Status, e.Title)
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	return msg
}

// RateLimited reports whether err is a 429 that outlasted the client's patience.
func RateLimited(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == http.StatusTooManyRequests
}

// Unauthenticated reports whether err is a 401 the client could not cure by refreshing.
func Unauthenticated(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == http.StatusUnauthorized
}

// errorOf reads a refused response's problem details (and closes nothing: the caller does).
func errorOf(resp *http.Response) *Error {
	e := &Error{Status: resp.StatusCode, Title: http.StatusText(resp.StatusCode)}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if json.Unmarshal(body, &e.Problem) == nil {
		if s, ok := e.Problem["code"].(string); ok {
			e.Code = s
		}
		if s, ok := e.Problem["title"].(string); ok {
			e.Title = s
		}
		if s, ok := e.Problem["detail"].(string); ok {
			e.Detail = s
		}
	}
	return e
}
