package platform

import (
	"context"
	"iter"
	"time"
)

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
