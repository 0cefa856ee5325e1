// The scripted session through the client oapi-codegen generated (package client, types and
// client as `-generate types,client`).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	client "github.com/platform-sandbox/platform-sandbox/test/generators/go/client"
)

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func expect(status int, body []byte, want ...int) {
	for _, w := range want {
		if status == w {
			return
		}
	}
	panic(fmt.Sprintf("unexpected status %d: %s", status, body))
}

func main() {
	ctx := context.Background()
	url, project := os.Getenv("MATRIX_URL"), os.Getenv("MATRIX_PROJECT")
	anonymous := must(client.NewClientWithResponses(url))

	// The password is writeOnly: oapi-codegen makes such a field a pointer even where it is required.
	password := os.Getenv("MATRIX_PASSWORD")
	var body client.SessionRequest
	must(0, body.FromSessionCreate(client.SessionCreate{Username: os.Getenv("MATRIX_USERNAME"), Password: &password}))
	signedIn := must(anonymous.CreateSessionWithResponse(ctx, &client.CreateSessionParams{XServiceProject: &project}, body))
	expect(signedIn.StatusCode(), signedIn.Body, 201)
	session := must(signedIn.JSON201.AsSession())

	bearer := func(_ context.Context, req *http.Request) error {
		req.Header.Set("Authorization", "Bearer "+session.AccessToken)
		return nil
	}
	c := must(client.NewClientWithResponses(url, client.WithRequestEditorFn(bearer)))

	limit := client.Limit(2)
	page := must(c.ListDevicesWithResponse(ctx, &client.ListDevicesParams{Limit: &limit, XServiceProject: &project}))
	expect(page.StatusCode(), page.Body, 200)
	var ids []string
	for _, item := range page.JSON200.Data {
		ids = append(ids, must(item.AsDevice()).Id)
	}
	got := must(c.GetDeviceWithResponse(ctx, ids[0], &client.GetDeviceParams{XServiceProject: &project}))
	expect(got.StatusCode(), got.Body, 200)

	tags := client.TagSet{os.Getenv("MATRIX_TAG")}
	var items []client.DeviceBulkPatchItem
	for _, id := range []string{ids[0], ids[1], os.Getenv("MATRIX_UNKNOWN_ID")} {
		items = append(items, client.DeviceBulkPatchItem{Id: id, Tags: &tags})
	}
	var bulkBody client.DeviceBulkRequest
	must(0, bulkBody.FromDeviceBulkPatch(client.DeviceBulkPatch{Op: client.Patch, Items: items}))
	bulk := must(c.BulkDevicesWithResponse(ctx, &client.BulkDevicesParams{XServiceProject: &project}, bulkBody))
	expect(bulk.StatusCode(), bulk.Body, 207)
	statuses := []int{}
	for _, r := range bulk.JSON207.Results {
		statuses = append(statuses, r.Status)
	}

	assigned := must(c.AssignLicenseWithResponse(ctx, &client.AssignLicenseParams{XServiceProject: &project},
		client.LicenseAssigneeRef{LicenseId: os.Getenv("MATRIX_LICENSE_ID"), AssigneeType: client.LicenseAssigneeTypeUser, AssigneeId: session.User.Id}))
	expect(assigned.StatusCode(), assigned.Body, 200, 201)
	result := assigned.JSON201
	if result == nil {
		result = assigned.JSON200
	}
	out := map[string]any{
		"user_id":  session.User.Id,
		"listed":   ids,
		"got":      got.JSON200.Id,
		"statuses": statuses,
		"assigned": map[string]any{"status": assigned.StatusCode(), "assignee_id": result.Assignment.AssigneeId, "license_id": result.License.Id},
	}
	fmt.Println(string(must(json.Marshal(out))))
}
