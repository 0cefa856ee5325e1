package platform

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"

	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

// DevicePatchItem is one item of Devices.BulkPatch: "id" and the fields to change ("tags", ...).
type DevicePatchItem = map[string]any

// RequestPatchItem is one item of Requests.BulkPatch: "id", and "status" and/or "assignee_id".
type RequestPatchItem = map[string]any

// The contract types bulk items per op, and ogen's client checks a typed body against it before
// sending: an item the sandbox would report alone (422 in its own result, spec §7 rule 1) would
// fail the whole chunk here instead. So the envelope goes through the generated encoder and the
// items, as the caller gave them, are written into it here.
func patchBody([]DevicePatchItem) (oas.DeviceBulkRequest, error) {
	return oas.NewDeviceBulkPatchDeviceBulkRequest(oas.DeviceBulkPatch{Op: oas.DeviceBulkPatchOpPatch}), nil
}

func withItems(envelope any, items any) oas.RequestOption {
	return oas.WithEditRequest(func(req *http.Request) error {
		var body []byte
		var err error
		if e, ok := envelope.(oas.DeviceBulkRequest); ok {
			body, err = json.Marshal(map[string]any{"op": e.Type, "items": items})
		} else {
			body, err = json.Marshal(items)
		}
		if err != nil {
			return err
		}
		req.Body = io.NopCloser(bytes.NewReader(body))
		req.ContentLength = int64(len(body))
		return nil
	})
}
