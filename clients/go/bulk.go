package platform

import (
	"context"
	"crypto/rand"
	"fmt"
	"sort"
)

// MaxBulkItems is the most items one bulk call carries (spec §8); more are sent as several calls.
const MaxBulkItems = 500

// BulkOptions of a bulk call.
type BulkOptions struct {
	// IdempotencyKey is the base key; chunk n is sent with "<key>.<n>" (the key itself when there
	// is one chunk). Default: a random key, returned in the result.
	IdempotencyKey string
}

// ItemError is why an item failed.
type ItemError struct {
	Code   string
	Detail string
}

// ItemResult is one item's outcome; Index counts in the caller's whole input.
type ItemResult struct {
	Index  int
	ID     string
	Status int
	Error  *ItemError
}

// OK reports whether the item succeeded (2xx).
func (r ItemResult) OK() bool { return r.Status >= 200 && r.Status < 300 }

// BulkResult holds every item's result, in input order.
type BulkResult struct {
	Results []ItemResult
	// Calls is how many HTTP calls were made; Replayed how many the platform answered as replays.
	Calls, Replayed int
	// IdempotencyKey is the base key: a re-run with it replays what was applied.
	IdempotencyKey string
}

// OK reports whether every item succeeded.
func (r *BulkResult) OK() bool {
	for _, item := range r.Results {
		if !item.OK() {
			return false
		}
	}
	return true
}

// Failed lists the items that did not succeed.
func (r *BulkResult) Failed() []ItemResult {
	var out []ItemResult
	for _, item := range r.Results {
		if !item.OK() {
			out = append(out, item)
		}
	}
	return out
}

// BulkError is a chunk that failed as a whole after earlier chunks were applied (e.g. a 429
// storm longer than the client's patience). Partial holds their results; a re-run with
// IdempotencyKey replays them and sends the rest. Err is the chunk's error.
type BulkError struct {
	Err            error
	Partial        *BulkResult
	IdempotencyKey string
}

func (e *BulkError) Error() string {
	return fmt.Sprintf("bulk call stopped after %d items: %v", len(e.Partial.Results), e.Err)
}

func (e *BulkError) Unwrap() error { return e.Err }

// chunkReply is what one call answered.
type chunkReply struct {
	results  []ItemResult
	replayed bool
}

// runBulk sends the items in chunks of MaxBulkItems, in order, and merges the results.
func runBulk[T any](ctx context.Context, items []T, opts BulkOptions, send func(ctx context.Context, chunk []T, key string) (chunkReply, error)) (*BulkResult, error) {
	out := &BulkResult{IdempotencyKey: opts.IdempotencyKey}
	if out.IdempotencyKey == "" {
		out.IdempotencyKey = rand.Text()
	}
	chunks := (len(items) + MaxBulkItems - 1) / MaxBulkItems
	for n := 0; n < chunks; n++ {
		offset := n * MaxBulkItems
		key := out.IdempotencyKey
		if chunks > 1 {
			key = fmt.Sprintf("%s.%d", out.IdempotencyKey, n)
		}
		reply, err := send(ctx, items[offset:min(offset+MaxBulkItems, len(items))], key)
		if err != nil {
			if n == 0 {
				return nil, err
			}
			return nil, &BulkError{Err: err, Partial: out, IdempotencyKey: out.IdempotencyKey}
		}
		out.Calls++
		if reply.replayed {
			out.Replayed++
		}
		for _, r := range reply.results {
			r.Index += offset
			out.Results = append(out.Results, r)
		}
	}
	sort.SliceStable(out.Results, func(i, j int) bool { return out.Results[i].Index < out.Results[j].Index })
	return out, nil
}
