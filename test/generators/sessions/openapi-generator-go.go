// The scripted session through openapi-generator's go client (package openapi, here under client/).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	openapi "github.com/platform-sandbox/platform-sandbox/test/generators/go/client"
)

func must[T any](v T, err error) T {
	if err != nil {
		if e, ok := err.(*openapi.GenericOpenAPIError); ok {
			panic(fmt.Sprintf("%v: %s", err, e.Body()))
		}
		panic(err)
	}
	return v
}

func main() {
	url, project := os.Getenv("MATRIX_URL"), os.Getenv("MATRIX_PROJECT")
	config := openapi.NewConfiguration()
	config.Servers = openapi.ServerConfigurations{{URL: url}}
	api := openapi.NewAPIClient(config)
	ctx := context.Background()

	signIn := openapi.SessionCreateAsSessionRequest(openapi.NewSessionCreate(os.Getenv("MATRIX_USERNAME"), os.Getenv("MATRIX_PASSWORD")))
	created, res, err := api.AuthAPI.CreateSession(ctx).XServiceProject(project).SessionRequest(signIn).Execute()
	must(created, err)
	if res.StatusCode != 201 || created.Session == nil {
		panic(fmt.Sprintf("sign-in answered %d without a password session", res.StatusCode))
	}
	session := created.Session
	ctx = context.WithValue(ctx, openapi.ContextAccessToken, session.GetAccessToken())

	page, _, err := api.RegistryAPI.ListDevices(ctx).XServiceProject(project).Limit(2).Execute()
	must(page, err)
	var ids []string
	for _, item := range page.Data {
		ids = append(ids, item.Device.GetId())
	}
	got, _, err := api.RegistryAPI.GetDevice(ctx, ids[0]).XServiceProject(project).Execute()
	must(got, err)

	var items []openapi.DeviceBulkPatchItem
	for _, id := range []string{ids[0], ids[1], os.Getenv("MATRIX_UNKNOWN_ID")} {
		item := openapi.NewDeviceBulkPatchItem(id)
		item.SetTags([]string{os.Getenv("MATRIX_TAG")})
		items = append(items, *item)
	}
	request := openapi.DeviceBulkPatchAsDeviceBulkRequest(openapi.NewDeviceBulkPatch("patch", items))
	bulk, _, err := api.RegistryAPI.BulkDevices(ctx).XServiceProject(project).DeviceBulkRequest(request).Execute()
	must(bulk, err)
	statuses := []int32{}
	for _, r := range bulk.GetResults() {
		statuses = append(statuses, r.GetStatus())
	}

	user := session.GetUser()
	ref := openapi.NewLicenseAssigneeRef(os.Getenv("MATRIX_LICENSE_ID"), openapi.LICENSEASSIGNEETYPE_USER, user.GetId())
	assigned, res, err := api.AssetsAPI.AssignLicense(ctx).XServiceProject(project).LicenseAssigneeRef(*ref).Execute()
	must(assigned, err)
	assignment, license := assigned.GetAssignment(), assigned.GetLicense()
	out := map[string]any{
		"user_id":  user.GetId(),
		"listed":   ids,
		"got":      got.GetId(),
		"statuses": statuses,
		"assigned": map[string]any{"status": res.StatusCode, "assignee_id": assignment.GetAssigneeId(), "license_id": license.GetId()},
	}
	fmt.Println(string(must(json.Marshal(out))))
}
