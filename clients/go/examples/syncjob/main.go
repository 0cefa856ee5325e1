// The sync job of docs/client.md: archive every device tagged "retired" since the last run.
package main

import (
	"context"
	"log"
	"os"
	"slices"
	"time"

	platform "github.com/platform-sandbox/platform-sandbox/clients/go"
	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

func syncJob(ctx context.Context, lastWatermark time.Time) (time.Time, error) {
	client, err := platform.NewClient("http://127.0.0.1:4010", platform.WithToken(os.Getenv("TOKEN")), platform.WithProject("acme"))
	if err != nil {
		return lastWatermark, err
	}
	changed, err := client.Devices.Sync(ctx, lastWatermark, oas.ListDevicesParams{}) // updated_since, every page
	if err != nil {
		return lastWatermark, err
	}
	var retired []platform.DevicePatchItem
	for _, d := range changed.Items {
		if d.IsDevice() && slices.Contains(d.Device.Tags, "retired") {
			retired = append(retired, platform.DevicePatchItem{"id": d.Device.ID, "tags": []string{"retired", "archived"}})
		}
	}
	result, err := client.Devices.BulkPatch(ctx, retired, platform.BulkOptions{IdempotencyKey: "archive-" + changed.Watermark.Format(time.RFC3339Nano)})
	if err != nil {
		return lastWatermark, err
	}
	for _, f := range result.Failed() { // read every item
		log.Printf("device %s: %d %+v", f.ID, f.Status, f.Error)
	}
	return changed.Watermark, nil // the next run starts here
}

func main() {
	if _, err := syncJob(context.Background(), time.Time{}); err != nil {
		log.Fatal(err)
	}
}
