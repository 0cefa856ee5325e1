package platform

import (
	"context"
	"iter"
	"time"

	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

// Requests is the Registry's requests (SDK 3.2 requests.bulk_patch and the reads around it).
type Requests struct{ c *Client }

// Request is a request or, with IncludeDeleted, a tombstone.
type Request = oas.RequestPageDataItem

// List returns one page of requests (params.Cursor for the next).
func (r *Requests) List(ctx context.Context, params oas.ListRequestsParams) (*oas.RequestPage, error) {
	return r.list(ctx, params)
}

func (r *Requests) list(ctx context.Context, params oas.ListRequestsParams, opts ...oas.RequestOption) (*oas.RequestPage, error) {
	params.XServiceProject = r.c.projectParam()
	res, err := r.c.Raw.ListRequests(ctx, params, append(opts, expect(200, nil))...)
	if err != nil {
		return nil, err
	}
	return res.(*oas.RequestPage), nil
}

// Iterate yields every request matching params, page after page.
func (r *Requests) Iterate(ctx context.Context, params oas.ListRequestsParams) iter.Seq2[Request, error] {
	return r.iterate(ctx, params)
}

func (r *Requests) iterate(ctx context.Context, params oas.ListRequestsParams, opts ...oas.RequestOption) iter.Seq2[Request, error] {
	return pages(ctx, func(ctx context.Context, cursor string) ([]Request, string, error) {
		if cursor != "" {
			params.Cursor = oas.NewOptString(cursor)
		}
		page, err := r.list(ctx, params, opts...)
		if err != nil {
			return nil, "", err
		}
		return page.Data, page.NextCursor.Or(""), nil
	})
}

// Sync returns every request changed since `since` (updated_since; zero: all) and the next watermark.
func (r *Requests) Sync(ctx context.Context, since time.Time, params oas.ListRequestsParams) (*SyncResult[Request], error) {
	if !since.IsZero() {
		params.UpdatedSince = oas.NewOptDateTime(since)
	}
	return syncSince(r.iterate(ctx, params, exactSince(since)), since, func(item Request) time.Time {
		if item.IsTombstone() {
			return time.Time(item.Tombstone.UpdatedAt)
		}
		return time.Time(item.Request.UpdatedAt)
	})
}

// BulkPatch is SDK 3.2 requests.bulk_patch(): status and assignee of any number of requests,
// 500 a call, with the same guarantees as Devices.BulkPatch.
func (r *Requests) BulkPatch(ctx context.Context, items []RequestPatchItem, opts BulkOptions) (*BulkResult, error) {
	return runBulk(ctx, items, opts, func(ctx context.Context, chunk []RequestPatchItem, key string) (chunkReply, error) {
		var replayed bool
		body := make(oas.RequestBulkRequest, len(chunk))
		res, err := r.c.Raw.BulkUpdateRequests(ctx, body, oas.BulkUpdateRequestsParams{IdempotencyKey: oas.NewOptString(key), XServiceProject: r.c.projectParam()}, withItems(body, chunk), expect(207, &replayed))
		if err != nil {
			return chunkReply{}, err
		}
		return chunkReply{results: itemResults(res.(*oas.RegistryBulkResult).Results), replayed: replayed}, nil
	})
}
