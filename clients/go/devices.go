package platform

import (
	"context"
	"iter"
	"time"

	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

// Devices is the Registry's devices (SDK 3.2 devices.bulk_patch and the reads around it).
type Devices struct{ c *Client }

// Device is a device or, with IncludeDeleted, a tombstone.
type Device = oas.DevicePageDataItem

// Get returns one device.
func (d *Devices) Get(ctx context.Context, id string) (*oas.Device, error) {
	res, err := d.c.Raw.GetDevice(ctx, oas.GetDeviceParams{ID: id, XServiceProject: d.c.projectParam()}, expect(200, nil))
	if err != nil {
		return nil, err
	}
	return &res.(*oas.GetDeviceOKHeaders).Response, nil
}

// List returns one page of devices (params.Cursor for the next).
func (d *Devices) List(ctx context.Context, params oas.ListDevicesParams) (*oas.DevicePage, error) {
	return d.list(ctx, params)
}

func (d *Devices) list(ctx context.Context, params oas.ListDevicesParams, opts ...oas.RequestOption) (*oas.DevicePage, error) {
	params.XServiceProject = d.c.projectParam()
	res, err := d.c.Raw.ListDevices(ctx, params, append(opts, expect(200, nil))...)
	if err != nil {
		return nil, err
	}
	return &res.(*oas.DevicePageHeaders).Response, nil
}

// Iterate yields every device matching params, page after page.
func (d *Devices) Iterate(ctx context.Context, params oas.ListDevicesParams) iter.Seq2[Device, error] {
	return d.iterate(ctx, params)
}

func (d *Devices) iterate(ctx context.Context, params oas.ListDevicesParams, opts ...oas.RequestOption) iter.Seq2[Device, error] {
	return pages(ctx, func(ctx context.Context, cursor string) ([]Device, string, error) {
		if cursor != "" {
			params.Cursor = oas.NewOptString(cursor)
		}
		page, err := d.list(ctx, params, opts...)
		if err != nil {
			return nil, "", err
		}
		return page.Data, page.NextCursor.Or(""), nil
	})
}

// Sync returns every device changed since `since` (updated_since; zero: all) and the next watermark.
func (d *Devices) Sync(ctx context.Context, since time.Time, params oas.ListDevicesParams) (*SyncResult[Device], error) {
	if !since.IsZero() {
		params.UpdatedSince = oas.NewOptDateTime(since)
	}
	return syncSince(d.iterate(ctx, params, exactSince(since)), since, func(item Device) time.Time {
		if item.IsTombstone() {
			return time.Time(item.Tombstone.UpdatedAt)
		}
		return time.Time(item.Device.UpdatedAt)
	})
}

// BulkPatch is SDK 3.2 devices.bulk_patch(): any number of items, 500 a call. It never fails for
// a failed item (read result.OK() and result.Results); it fails when a whole call fails, with a
// *BulkError holding the applied chunks when earlier ones were.
func (d *Devices) BulkPatch(ctx context.Context, items []DevicePatchItem, opts BulkOptions) (*BulkResult, error) {
	return runBulk(ctx, items, opts, func(ctx context.Context, chunk []DevicePatchItem, key string) (chunkReply, error) {
		var replayed bool
		body, err := patchBody(chunk)
		if err != nil {
			return chunkReply{}, err
		}
		res, err := d.c.Raw.BulkDevices(ctx, body, oas.BulkDevicesParams{IdempotencyKey: oas.NewOptString(key), XServiceProject: d.c.projectParam()}, withItems(body, chunk), expect(207, &replayed))
		if err != nil {
			return chunkReply{}, err
		}
		return chunkReply{results: itemResults(res.(*oas.RegistryBulkResult).Results), replayed: replayed}, nil
	})
}

// itemResults converts the generated per-item results.
func itemResults(wire []oas.RegistryBulkItemResult) []ItemResult {
	out := make([]ItemResult, len(wire))
	for i, w := range wire {
		out[i] = ItemResult{Index: w.Index, ID: w.ID.Or(""), Status: w.Status}
		if e, ok := w.Error.Get(); ok {
			out[i].Error = &ItemError{Code: e.Code, Detail: e.Detail}
		}
	}
	return out
}
