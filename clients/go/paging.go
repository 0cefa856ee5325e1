package platform

import (
	"context"
	"iter"
	"net/http"
	"time"

	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

// exactSince writes updated_since with its fractional seconds: ogen's query encoder formats
// date-times as RFC 3339 in whole seconds, and a watermark cut to the second would return again
// what changed within its last second.
func exactSince(since time.Time) oas.RequestOption {
	return oas.WithEditRequest(func(req *http.Request) error {
		if !since.IsZero() {
			q := req.URL.Query()
			q.Set("updated_since", since.UTC().Format(time.RFC3339Nano))
			req.URL.RawQuery = q.Encode()
		}
		return nil
	})
}

// SyncResult is what changed since a watermark, and the next watermark.
type SyncResult[T any] struct {
	// Items changed since the watermark (tombstones included when asked).
	Items []T
	// Watermark is what to pass as since next time; unchanged when nothing changed.
	Watermark time.Time
}

// pages yields every item of every page, following next_cursor; it stops at the first error.
func pages[T any](ctx context.Context, fetch func(ctx context.Context, cursor string) ([]T, string, error)) iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		cursor := ""
		for {
			items, next, err := fetch(ctx, cursor)
			if err != nil {
				var zero T
				yield(zero, err)
				return
			}
			for _, item := range items {
				if !yield(item, nil) {
					return
				}
			}
			if next == "" {
				return
			}
			cursor = next
		}
	}
}

func syncSince[T any](seq iter.Seq2[T, error], since time.Time, updatedAt func(T) time.Time) (*SyncResult[T], error) {
	out := &SyncResult[T]{Watermark: since}
	for item, err := range seq {
		if err != nil {
			return nil, err
		}
		out.Items = append(out.Items, item)
		if at := updatedAt(item); at.After(out.Watermark) {
			out.Watermark = at
		}
	}
	return out, nil
}
