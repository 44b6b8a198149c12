import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_KEY } from './access.decorators.js';

export type RouteDeclaration = { controller: string; handler: string; path: string; declared: boolean };

/** Every HTTP handler of the app and whether it declares an access rule (the deny-by-default audit). */
export function auditRoutes(app: INestApplication): RouteDeclaration[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  return discovery.getControllers().flatMap((wrapper) => {
    const instance = wrapper.instance as object | undefined;
    if (!instance || !wrapper.metatype) return [];
    const controllerClass = wrapper.metatype;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    const base = String(Reflect.getMetadata(PATH_METADATA, controllerClass) ?? '');
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name] as (...args: unknown[]) => unknown;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (path === undefined) return [];
      const declared = reflector.getAllAndOverride(ACCESS_KEY, [handler, controllerClass]) !== undefined;
      return [
        {
          controller: controllerClass.name,
          handler: name,
          path: normalise(`/${base}/${[path].flat().join(',')}`),
          declared,
        },
      ];
    });
  });
}

function normalise(path: string): string {
  const p = path.replace(/\/+/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}
